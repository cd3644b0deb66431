## Lesson 005: worker pools.

## A run's row: $workers, $service (its label), $failing: yes | no;
## $retry: the retry policy's name (shown when attempts fail).
worker-pool-row = { $workers } işçi, { $service }{ $failing ->
    [yes] , { $retry }
   *[no] {""}
  }

## worker-pool: a row whose measured window is no steady state (see steady.rs).
## $regime: growing | unsettled | saturated; $row: the row (işçi sayısı, hizmet, yeniden deneme);
## $first, $last: the first and last quarter's mean wait; $warmup: the warm-up's length;
## $relax: the queue's relaxation time; $short: warmup | batch | both (what is shorter than
## it); $batch: a twentieth of the measured window; $because: worker-pool-short-of, worded.
worker-pool-short-of = { $short ->
    [warmup] ısınma ({ $warmup }) kuyruğun durulma süresinden (yaklaşık { $relax }) kısa
    [batch] ölçülen pencerenin yirmide biri ({ $batch }) kuyruğun durulma süresinden (yaklaşık { $relax }) kısa
   *[both] ısınma ({ $warmup }) da ölçülen pencerenin yirmide biri ({ $batch }) de kuyruğun durulma süresinden (yaklaşık { $relax }) kısa
  }
worker-pool-settling = { $regime ->
    [growing] { $row }: kuyruk oturmuyor, büyüyor. Ölçülen pencerenin ilk çeyreğinde ortalama bekleme { $first }, son çeyreğinde { $last }; bu satırın beklemeleri kararlı durum değil, koşum uzadıkça uzuyor.
    [saturated] { $row }: gelen iş kapasiteye eşit ya da üstünde (λ/μ ≥ c), kuyruğun kararlı durumu yok; ortalama bekleme bu koşumun uzunluğuna bağlı, bir sonuç değil.
   *[unsettled] { $row }: kuyruk henüz oturmadı: { $because }; ortalama bekleme kararlı durumun değeri değil.
  }
## The tail chart's title. $agree: yes | no | unsettled | growing; $p, $p_theory: P(wait > 0);
## $wait, $wait_theory: the mean wait; $low, $high: the 95 % interval over $batches batch means.
worker-pool-tail-title = { $agree ->
    [yes] { $workers } işçi, saniyede { $rate } ileti, hizmet { $mean_service }: iletilerin yüzde { $share } bekliyor, ortalama bekleme { $wait }; Erlang C de yakın: yüzde { $share_theory }, { $wait_theory }
    [no] { $workers } işçi, saniyede { $rate } ileti, hizmet { $mean_service }: iletilerin yüzde { $share } bekliyor, ortalama bekleme { $wait }; Erlang C'ye göre yüzde { $share_theory }, { $wait_theory }
    [growing] Kuyruk büyüyor, kararlı durum yok: ortalama bekleme { $wait } (Erlang C { $wait_theory }) koşumun uzunluğuna bağlı
   *[unsettled] Kuyruk henüz oturmadı: ortalama bekleme { $wait }, Erlang C { $wait_theory }
  }

## (worker-pool-tail-title: $workers, $rate, $mean_service: the setup; $share, $share_theory: the share that
## waits, simulated and Erlang C's.)
## worker-pool figures.rs: the pool's charts. $workers: işçi sayısı; $service: dağılımın adı;
## $rate: saniyede gelen ileti; $mean_service: ortalama hizmet; $load: λ/μ.
## A distribution's name in charts. $service: exponential | fixed | heavy | lognormal
worker-pool-chart-service = { $service ->
    [exponential] üstel
    [fixed] sabit
    [heavy] ağır kuyruklu
   *[lognormal] lognormal
  }
## The workers chart. $source: the curve's source (worker-pool-sim or worker-pool-erlang).
worker-pool-sim = benzetim
## $crashes: yes | no
worker-pool-erlang = { $crashes ->
    [yes] Erlang C, çökmesiz
   *[no] Erlang C
  }
worker-pool-mean-wait-of = ortalama bekleme ({ $source })
worker-pool-p95-wait-of = p95 bekleme ({ $source })
## $limit: the capacity limit of the workers that are up.
worker-pool-crash-limit = çökmelerle sınır { $limit }
## $lines: yes | no (Erlang C drawn); $erlang: worker-pool-erlang.
worker-pool-workers-caption = Saniyede { $rate } ileti geliyor, bir ileti ortalama { $mean_service } sürüyor ({ $service } hizmet): iş yükü λ/μ = { $load } işçi (λ saniyede gelen ileti, μ bir işçinin saniyede bitirdiği ileti), kesikli çizgi bu kapasite sınırı. Noktalar benzetim{ $lines ->
    [yes] , çizgiler { $erlang }
   *[no] {""}
  }.
## $up, $down: a worker's time up and down; $limit: the limit with crashes.
worker-pool-workers-caption-crashes = Her işçi ortalama { $up } çalışıp çöküyor ve { $down } kapalı kalıyor (elindeki ileti kuyruğun başına dönüyor); çalışır işçi payıyla sınır { $limit } işçiye çıkıyor.
## $unstable: the pool sizes that do not keep up (a list).
worker-pool-workers-caption-unstable = { $unstable } işçi yetmiyor: kuyruk sınırsız büyüyor, grafikte yok.
worker-pool-workers-band = bu sınırın solunda kuyruk sınırsız büyüyor
worker-pool-workers-band-unstable = { $unstable } işçi yetmiyor: kuyruk sınırsız büyüyor
worker-pool-workers-x = işçi sayısı
worker-pool-wait-y = kuyrukta bekleme
## The workers chart's title. $mean, $free, $back_mean: waits in one unit; $back_workers: the
## pool size whose wait is back to the crash-free one; $to_workers, $to_mean: the size whose
## wait is a tenth of the smallest's.
worker-pool-workers-title-crash-harmless = Çökmeler beklemeyi büyütmüyor: { $workers } işçiyle ortalama { $mean } (çökmesiz { $free })
worker-pool-workers-title-crash-back = Çöken işçiler beklemeyi büyütüyor: { $workers } işçiyle ortalama { $mean } (çökmesiz { $free }), { $back_workers } işçiyle yeniden { $back_mean }
worker-pool-workers-title-crash-worse = Çöken işçiler beklemeyi büyütüyor: { $workers } işçiyle ortalama { $mean }, çökmesiz { $free }
worker-pool-workers-title-falls = Bekleme kapasite sınırının hemen üstünde hızla düşüyor: { $workers } işçiyle ortalama { $mean }, { $to_workers } işçiyle { $to_mean }
## $more: none | each | last (the other stable pools drawn, the largest alone beyond three);
## $others: worker-pool-size-at's, a list.
worker-pool-workers-title-mean = { $workers } işçiyle ortalama bekleme { $mean }{ $more ->
    [each] , { $others }
    [last] , …, { $others }
   *[none] {""}
  }
worker-pool-workers-title-none = Bu işçi sayılarının hiçbiri gelen işe yetmiyor
## The variability chart. $fold: p99's ratio; $low_service, $high_service: worker-pool-chart-service;
## $low, $high: their p99 waits; $utilisation: yüzde; $cv: değişkenlik katsayısı.
worker-pool-variability-series = { $service } süre
worker-pool-variability-title = Aynı ortalama hizmet süresi, p99 beklemede { $fold } kat fark: { $low_service } sürede { $low }, { $high_service } sürede { $high }
worker-pool-variability-title-plain = Aynı ortalama hizmet süresi, farklı bekleme kuyrukları
worker-pool-variability-caption = { $workers } işçi, saniyede { $rate } ileti, hizmet süresi ortalaması hep { $mean_service } (kullanım %{ $utilisation }); ağır kuyruklu süre lognormal, değişkenlik katsayısı { $cv }. Yalnız sürelerin dağılımı değişiyor: uzun süren birkaç ileti işçileri tutunca arkadakiler bekliyor.
## Grafiğin gruplarından biri: $stat: mean | p95 | p99.
worker-pool-variability-stat = { $stat ->
    [mean] ortalama
    [p95] p95
   *[p99] p99
  }
worker-pool-variability-x = bekleme ölçüsü
## The drain chart. $messages: the burst; $ends: worker-pool-size-at's, a list; $end: boşalma anı.
worker-pool-size = { $workers } işçi
worker-pool-size-service = { $workers } işçi, { $service }
worker-pool-size-at = { $workers } işçiyle { $end }
## $drains: one | proportional | not
worker-pool-drain-title = { $drains ->
    [one] { $messages } ileti { $ends } içinde boşalıyor
    [proportional] İşçi sayısı kaç katına çıkarsa yığın o kadar hızlı boşalıyor: { $messages } ileti { $ends }
   *[not] Yığının boşalması işçi sayısıyla orantılı değil: { $messages } ileti { $ends }
  }
## $tenfold: yes | no; $slowest: the slowest pool's size; $last_wait: its last message's wait.
worker-pool-drain-caption = Bütün iletiler aynı anda geliyor; bir ileti ortalama { $mean_service } sürüyor.{ $tenfold ->
    [yes] {" "}İşçi sayısını on katına çıkarmak boşalma süresini onda birine indiriyor;
   *[no] {""}
  } { $slowest } işçide son ileti { $last_wait } bekliyor.
worker-pool-time-x = zaman
worker-pool-queue-y = kuyrukta bekleyen ileti
## The tail chart. $share: the share that waits, %; $wait: mean wait; $served: iletiler;
## $longest: the longest wait.
worker-pool-tail-title-no-theory = { $workers } işçi: iletilerin yüzde { $share } bekliyor, ortalama bekleme { $wait }
worker-pool-tail-caption = { $workers } işçi, saniyede { $rate } ileti, ortalama hizmet { $mean_service }: t süresinden uzun bekleyen iletilerin payı, binde bire kadar. Logaritmik eksende üstel kuyruk düz bir çizgidir; { $served } iletiden en uzun bekleyen { $longest } bekledi.
## Why the tail chart's window is no steady state. $because: worker-pool-short-of, worded.
worker-pool-tail-unsettled = Ortalama bekleme kararlı durumun değeri değil: { $because }.
worker-pool-tail-x = bekleme süresi t
worker-pool-tail-y = t süresinden uzun bekleyenlerin payı

## worker-pool present.rs: the pool's tables and its setup. $service: exponential | fixed |
## lognormal; $cv: the lognormal's değişkenlik katsayısı.
worker-pool-service = { $service ->
    [exponential] üstel
    [fixed] sabit
   *[lognormal] lognormal (DK { $cv })
  }
worker-pool-head-workers = işçi
worker-pool-head-service = hizmet
worker-pool-head-retry = yeniden deneme
worker-pool-head-dead = ölü
worker-pool-head-attempts-per-message = deneme/ileti
worker-pool-head-rejected = ret
worker-pool-head-utilisation = kullanım
worker-pool-head-throughput = ileti/s
worker-pool-head-p-wait = P(bekleme)
worker-pool-head-mean-wait = ort. bekleme
worker-pool-head-p95-wait = p95 bekleme
worker-pool-head-p99-wait = p99 bekleme
worker-pool-head-mean-sojourn = ort. sistemde
worker-pool-head-p95-sojourn = p95 sistemde
worker-pool-head-p99-sojourn = p99 sistemde
worker-pool-head-mean-queue = ort. kuyruk
worker-pool-head-max-queue = en uzun kuyruk
worker-pool-head-p-sim = P benzetim
worker-pool-head-wq-sim = Wq benzetim
worker-pool-head-p95-sim = p95 benzetim
worker-pool-head-p95-theory = p95 kuram
worker-pool-head-l-sim = L benzetim
worker-pool-head-l-theory = L kuram
## $value: a percentage.
worker-pool-percent = %{ $value }
## The setup. $arrivals: poisson | regular | burst; $rate: saniyede gelen ileti.
worker-pool-arrivals = { $arrivals ->
    [poisson] Poisson gelişi, saniyede { $rate } ileti
    [regular] düzenli geliş, saniyede { $rate } ileti
   *[burst] hepsi t=0 anında (yığın)
  }
## $warmup: the messages that warm up.
worker-pool-warmup = { $warmup ->
    [0] ısınma yok
   *[other] ilk { $warmup } ileti ısınma (sayılmadı)
  }
## $messages: iletiler; $arrivals: worker-pool-arrivals; $mean_service; $warmup: worker-pool-warmup.
worker-pool-setup = { $messages } ileti, { $arrivals }; ortalama hizmet süresi { $mean_service }; { $warmup }.
## $limit: the queue's limit.
worker-pool-queue-limit = Kuyruk sınırı { $limit } ileti.
## $up: a worker's mean time up; $down: its time down.
worker-pool-crashes = Her işçi ortalama { $up } çalışıp çöküyor, { $down } sonra yeniden başlıyor.
## $percent: an attempt's chance to fail.
worker-pool-failures = Her deneme %{ $percent } olasılıkla başarısız oluyor; başarısız iş politikanın beklemesinden sonra kuyruğun sonuna dönüyor, sınırı aşan ölü mektuba düşüyor. Bekleme deneme başına (kuyruğa girişten işçiye), sistemde kalma iş başına (gelişten başarıya ya da ölü mektuba düşmeye, geri çekilme dahil).
worker-pool-failures-no-theory = Erlang C yazılmadı: başarısız denemeler geri döndüğü için gelişler artık Poisson değil, kuram geçerli değil.
worker-pool-theory-legend = Erlang C ile (M/M/c): P = P(bekleme > 0), Wq = ortalama bekleme, L = sistemdeki ortalama ileti, λW = Little yasası (geliş hızı × ortalama sistemde kalma).

## worker-pool overload.rs: an overloaded pool's queue and wait over time. $rate: the
## queue's growth, ileti a second; $most: the most that waited; $last: the last wait.
worker-pool-arrivals-ended = gelişler bitti
worker-pool-theory-queue = kuram: (λ − cμ)·t
worker-pool-theory-wait = kuram: t·(λ − cμ)/(cμ)
worker-pool-arrival-x = geliş anı
## $regime: at-end (the queue is largest when arrivals end) | most | wanders (at the capacity).
worker-pool-overload-queue-title = { $regime ->
    [at-end] Gelen iş kapasiteyi aşınca kuyruk doğrusal büyüyor: saniyede { $rate } ileti birikiyor, gelişler bitince { $most } ileti bekliyor
    [most] Gelen iş kapasiteyi aşınca kuyruk doğrusal büyüyor: saniyede { $rate } ileti birikiyor, en çok { $most } ileti bekliyor
   *[wanders] Gelen iş kapasiteye denk: kuyruk doğrusal büyümüyor, rastgele dalgalanıyor; en çok { $most } ileti bekliyor
  }
## $arrivals: ileti a second; $capacity: what the pool finishes a second.
worker-pool-overload-queue-caption = Saniyede { $arrivals } ileti geliyor, { $workers } işçi saniyede en çok { $capacity } ileti bitiriyor. Fark kuyrukta birikiyor; gelişler durunca kuyruk aynı kapasiteyle eriyor. Kuram çizgisinde λ saniyede gelen ileti, c işçi sayısı, μ bir işçinin saniyede bitirdiği ileti, t geçen süre.
## $grows: yes | no; $minute: how much longer a message a minute later waits.
worker-pool-overload-wait-title = { $grows ->
    [yes] Aşırı yükte bekleme de doğrusal büyüyor: bir dakika sonra gelen ileti { $minute } daha uzun bekliyor, sonuncusu { $last }
   *[no] Kapasite sınırında bekleme doğrusal büyümüyor: sonuncusu { $last } bekledi
  }
worker-pool-overload-wait-caption = Geliş anına göre ortalama bekleme. Kuyruktaki her ileti { $workers } işçinin hızıyla eriyor; kuram: bekleme = t·(λ − cμ)/(cμ); burada λ saniyede gelen ileti, c işçi sayısı, μ bir işçinin saniyede bitirdiği ileti, t geliş anı.
## Several pool sizes. $kind: grows | wanders | short.
worker-pool-overload-part = { $workers } işçiyle { $kind ->
    [grows] saniyede { $rate } ileti birikiyor
    [wanders] kuyruk dalgalanıyor
   *[short] kuyruk birikmiyor
  } (en çok { $most })
## $parts: worker-pool-overload-part's, a list.
worker-pool-overload-queue-title-several = { $grows ->
    [yes] Gelen iş kapasiteyi aşınca kuyruk doğrusal büyüyor
   *[no] Gelen iş kapasiteyi aşmıyor: kuyruk doğrusal büyümüyor
  }: { $parts }
worker-pool-overload-capacity = { $workers } işçi { $capacity }
## $capacities: worker-pool-overload-capacity's, a list.
worker-pool-overload-queue-caption-several = Saniyede { $arrivals } ileti geliyor; saniyede en çok bitirilen: { $capacities }. Gelen iş kapasiteyi aştıkça fark kuyrukta birikiyor; gelişler durunca kuyruk aynı kapasiteyle eriyor.
## $waits: worker-pool-size-at's, a list.
worker-pool-overload-wait-title-several = { $grows ->
    [yes] Aşırı yükte bekleme de doğrusal büyüyor
   *[no] Bekleme doğrusal büyümüyor
  }: son gelen ileti { $waits }
worker-pool-overload-wait-caption-several = Geliş anına göre ortalama bekleme, her işçi sayısı için bir çizgi. Kapasiteyi aşan havuzda bekleme t·(λ − cμ)/(cμ) hızıyla büyüyor; burada λ saniyede gelen ileti, c işçi sayısı, μ bir işçinin saniyede bitirdiği ileti, t geliş anı.

## worker-pool retries.rs: a retry policy's name (a system's own name stays as it is).
## $retry: none | immediate
worker-pool-retry = { $retry ->
    [none] yeniden denemesiz
   *[immediate] anında
  }

## worker-pool retry_figures.rs: what failing jobs cost, one bar group per retry policy.
## $dead: ölü işler; $extra: ek iş yüzdesi; $list: policies with their dead jobs (a list).
## What the dead-job list leaves out: nothing lost at all, or the others none.
worker-pool-retry-rest = { $rest ->
    [none-lost] hiçbiri iş kaybetmiyor
   *[others] , diğerleri 0
  }
## One policy of a list: its name and a count (its dead jobs, the theory's, its p95).
worker-pool-dead-row = { $policy } { $dead }
worker-pool-theory-row = { $policy } { $dead }
worker-pool-p95-row = { $policy } { $p95 }
## A span: $lo and $hi, or one when they agree ($same: yes | no).
worker-pool-percent-span = { $same ->
    [yes] { $lo }
   *[no] { $lo }–{ $hi }
  }
worker-pool-ms-span = { $same ->
    [yes] { $lo }
   *[no] { $lo }–{ $hi }
  }
## $regime: no-failures | not-retried | beside-none | limit
worker-pool-retry-work-title = { $regime ->
    [no-failures] Hiçbir deneme başarısız olmuyor: yeniden deneme ek iş getirmiyor, iş kaybolmuyor
    [not-retried] Yeniden denenmeyen her başarısız iş kayboluyor: { $dead } iş
    [beside-none] Yeniden deneme %{ $extra } ek iş getiriyor, ölü iş { $dead } yerine: { $list }{ $rest }
   *[limit] Yeniden deneme %{ $extra } ek iş getiriyor; ölü işi deneme sınırı belirliyor: { $list }{ $rest }
  }
## $rate: saniyede gelen iş; $percent: an attempt's chance to fail; $counted: the jobs
## counted; $theory: the expected dead jobs per policy (a list).
worker-pool-retry-work-caption = { $workers } işçi, saniyede { $rate } iş, her deneme %{ $percent } olasılıkla başarısız; { $counted } iş sayıldı, aynı işler her satırda başarısız oluyor. Başarısızlıklar birbirinden bağımsız olduğu için ek deneme payı bekleme politikasına bağlı değil: kuram 1/(1 − p) − 1 = %{ $extra }. Ölü iş payı p^(sınır + 1); kuram: { $theory }.
## $policies: the unlimited policies (a list).
worker-pool-retry-unlimited = Sınırsız politikalar ({ $policies }) hiç iş kaybetmiyor.
worker-pool-retry-work-y = iş ya da deneme sayısı
## $regime: no-retries | no-failures | no-backoff | no-delay | delays; $p95s: policies with their p95 (a list).
worker-pool-retry-times-title = { $regime ->
    [no-retries] Yeniden deneme yok: başarısız iş sistemden hemen çıkıyor
    [no-failures] Hiçbir deneme başarısız olmuyor, yeniden denenecek iş yok: sistemde p95 { $p95s }
    [no-backoff] Anında yeniden deneme beklemeden kuyruğa dönüyor: sistemde p95 { $p95s }
    [no-delay] Geri çekilme işi belirgin geciktirmiyor: sistemde p95 { $p95s }
   *[delays] Bağımsız hatalarda geri çekilme işçilerin yükünü azaltmıyor, işi geciktiriyor: sistemde p95 { $p95s }
  }
## $utilisation: yüzde; $waits: the p95 queue wait (a range).
worker-pool-retry-times-caption = Kuyrukta bekleme deneme başına (kuyruğa girişten bir işçinin almasına), sistemde kalma iş başına (gelişten başarıya ya da ölü mektuba düşmeye, geri çekilme beklemeleri dahil). Yeniden deneyen her politikada kullanım %{ $utilisation } civarında ve kuyrukta p95 bekleme { $waits }{ $none }: ek denemeler kuyruğu aynı ölçüde uzatıyor; sistemde kalmayı ayıran, politikanın yeniden denemeden önce ne kadar beklettiği.
## The row that does not retry, beside the others: its utilisation and p95 wait.
worker-pool-retry-times-none = {" "}(yeniden denemesiz %{ $utilisation } ve { $wait })
## $free: Erlang C's p95 wait without failures.
worker-pool-retry-times-free = Başarısızlık olmasaydı Erlang C'ye göre p95 bekleme { $free } olurdu; başarısızlıkla kuram geçerli değil, çizilmedi.
worker-pool-retry-times-y = süre
