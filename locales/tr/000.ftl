# Ders 000: zamanlanmış görevler.

## lease-faults, holder grafiği: hata veren koşum ile çöken sahip.
## $fail: released | while | never — hata veren koşumda B ne zaman koşuyor: A bittikten
##   sonra / A hâlâ koşarken (kira A koşarken bitti) / hiç.
## $crash: expired | while | released | never — çöken sahipte aynısı (expired: A koşarken çöktü, B sonra;
##   released: A'nın koşumu çökmeden bitti).
## $sooner: yes | no — B hata veren koşumda çöken sahiptekinden önce mi koşuyor.
## $tx, $ty: B'nin ilk koşumu (metin); $ta: A'nın hata verdiği an (metin).
lease-faults-holder-title = { $fail ->
    [released] { $crash ->
        [expired] { $sooner ->
            [yes] Kirayı hata veren koşum bırakıyor, çöken sahip bırakmıyor: B { $tx } yerine { $ty } anında koşuyor
           *[no] Hata veren koşumdan sonra B { $tx }, çöken sahipten sonra { $ty } anında koşuyor
          }
        [while] Hata veren koşumdan sonra B { $tx } anında koşuyor; çöken sahibin kirası A çökmeden bitiyor, B { $ty } anında devralıyor
        [released] Hata veren koşumdan sonra B { $tx }, çöken sahipten sonra { $ty } anında koşuyor
       *[never] Hata veren koşumdan sonra B { $tx } anında koşuyor, çöken sahipten sonra hiç
      }
    [while] Kira A koşarken bitiyor: B { $tx } anında devralıyor, A { $ta } anında hata verdiğinde { -kira } artık B'nin
   *[never] { $crash ->
        [expired] Hata veren koşumdan sonra B hiç koşmuyor, çöken sahipten sonra { $ty } anında koşuyor
        [while] Hata veren koşumdan sonra B hiç koşmuyor, çöken sahipten sonra { $ty } anında koşuyor
        [released] Hata veren koşumdan sonra B hiç koşmuyor, çöken sahipten sonra { $ty } anında koşuyor
       *[never] B kirayı hiç alamıyor
      }
  }
## $deleted: yes | no — hata veren koşumun finally bloğu kirayı silebildi mi.
## $crash_end: during | after-run | before-run — A koşarken mi, koşumu bittikten sonra mı, başlamadan mı çöküyor.
lease-faults-holder-caption = A kirayı ({ $lease }) alıp { $run } koşuyor; B { $retry } arayla deniyor. { $deleted ->
    [yes] Hata veren koşum kirayı finally bloğunda siliyor;
   *[no] Hata veren koşumun finally bloğu kirayı silemiyor: { -kira } o an B'nin;
  } { $crash_end ->
    [during] çöken sahip { $crash_at } anında gidiyor, kirası süresi dolana kadar kalıyor.
    [after-run] çöken sahibin koşumu { $crash_at } anından önce bitiyor.
   *[before-run] çöken sahip { $crash_at } anında, koşumu başlamadan gidiyor.
  }
lease-faults-released = finally: kira bırakıldı, { $at }
lease-faults-release-refused = finally: kira B'nin, silinmedi, { $at }

## recurrence: bir cron kuralının koşmadığı aylar, nedenleriyle.
## $why: no-such-day | month-field | no-matching-day
## $rule: kuralın adı; $days: ay alanının seçtiği, ama o günü olmayan ya da iki gün alanına
## birden uyan günü olmayan aylar; $picked, $picked_n: ay alanının seçtiği aylar ve sayısı;
## $excluded_n: ay alanının dışarıda bıraktığı, atlanan ayların sayısı.
recurrence-cron-skip-title = { $why ->
    [no-such-day] Cron'da { $rule } kuralı o günü olmayan ayları atlıyor: { $days }
    [month-field] Cron'da { $rule } kuralının ay alanı yalnız { $picked } { $picked_n ->
        [one] ayını
       *[other] aylarını
      } seçiyor
   *[no-matching-day] Cron'da { $rule } kuralına uyan günü olmayan aylar atlanıyor: { $days }
  }{ $why ->
    [month-field] {""}
   *[other] { $excluded_n ->
        [0] {""}
       *[other] ; ay alanı yalnız { $picked } { $picked_n ->
            [one] ayını
           *[other] aylarını
          } seçiyor
      }
  }
recurrence-cron-skip-point = { $why ->
    [month-field] Cron'da ay alanının seçmediği ayda hiç koşum yok.
    [no-matching-day] Cron'da iki gün alanına birden uyan günü olmayan ayda hiç koşum yok (atla).
   *[other] Cron'un ay sonu politikası yok: o günü olmayan ayda hiç koşmuyor (atla).
  }

## missed-runs: kesintiden sonra telafi ve bayatlık uyarısı (ders 000.7).
## $kind: interval | daily | monthly | cron; $every: aralık (metin); $time: saat; $day: ayın günü (sıra).
missed-every = { $kind ->
    [interval] her { $every }
    [daily] her gün { $time }
    [monthly] her ayın { $day } günü { $time }
   *[cron] cron ifadesiyle
  }
## The outage in a title: $n: its length as written; $unit: ms | s | min | h | d.
missed-outage = { $n } { $unit ->
    [d] { duration-d }
    [h] { duration-h }
    [min] { duration-min }
    [s] { duration-s }
   *[ms] { duration-ms }
  } kesinti
## The label at the restart's spike: $n catch-up runs.
missed-catchup-burst = { $n } aynı anda
## A panel's title, one line in a third of the chart. $kind: none | catchup | capped-all |
## capped; $policy: politikanın adı; $runs: telafi koşumları.
missed-panel-title = { $kind ->
    [none] { $policy }: kaçanlar koşmuyor
    [catchup] { $policy }: hepsi aynı anda
    [capped-all] { $policy }: hepsi koşuldu
   *[capped] { $policy }: son { $runs } { -aralik }
  }
missed-recovery-none = { $label }, { $outage }: hiçbir { -aralik } kaçmıyor, telafi edilecek koşum yok
missed-recovery-title = { $label }, { $outage }: { $parts }
## $kind: none | catchup | all | other (yalnız son aralıklar); $n: telafi koşumları; $missed: kaçan aralıklar.
missed-title-part = { $kind ->
    [none] { $missed ->
        [one] { $policy } kaçan { -aralik(case: "acc") } koşmuyor
        [2] { $policy } iki { -aralik(case: "acc") } da koşmuyor
       *[other] { $policy } { $missed } { -aralik(case: "gen") } hiçbirini koşmuyor
      }
    [catchup] { $n ->
        [one] { $policy } 1 koşum başlatıyor
       *[other] { $policy } { $n } koşumu aynı anda başlatıyor
      }
    [all] { $n ->
        [one] { $policy } kaçan { -aralik(case: "acc") } koşuyor
        [2] { $policy } iki { -aralik(case: "acc") } da koşuyor
       *[other] { $policy } { $n } { -aralik(case: "gen") } hepsini koşuyor
      }
   *[other] { $policy } son { $n } { -aralik(case: "acc") } koşuyor
  }
## Between two parts of a recovery or restart title.
missed-title-sep = {", "}
missed-recovery-caption = { $label } { $every } koşuyor; servis { $from } ile { $to } arası kapalı, { $missed } { -aralik } kaçıyor.
missed-alert-caption = Bayatlık uyarısı { $after } { -aralik } üst üste boş geçince, { $at } anında çalıyor.
## $bucket: hour | day
missed-per-bucket = { $bucket ->
    [hour] saatte başlayan koşum
   *[day] günde başlayan koşum
  }
missed-alert-line = uyarı: { $after } { -aralik } üst üste kaçtı
missed-date-axis = tarih (UTC)
## $cat: missed | catchup | logged
missed-count-category = { $cat ->
    [missed] kaçan
    [catchup] telafi edilen
   *[logged] kütüğe yazılan
  }
## $next: sonraki düzenli koşum (metin) ya da boş; $has_next: yes | no.
missed-counts-restart = Telafi koşumları servis { $at } anında açılınca başlıyor{ $has_next ->
    [yes] ; sonraki düzenli koşum { $next }.
   *[no] .
  }
missed-counts-capped = { $policy } en çok son { $cap } { -aralik(case: "acc") } koşuyor.
missed-counts-x = kesintiden sonra
missed-counts-y = { -aralik }
missed-alert-event = uyarı, { $at }
missed-run-event = koşum, { $at }
## $alert: yes | no (tek atlamada uyarı çaldı mı).
missed-skipped = { $alert ->
    [no] 1 { -aralik } atlandı: uyarı yok
   *[yes] 1 { -aralik } atlandı
  }
## $quiet: yes | no (kesintide çalıp tek atlamada çalmıyor mu).
missed-alerts-title = { $quiet ->
    [yes] Bayatlık uyarısı kesintide çalıyor ({ $after } { -aralik } üst üste), tek atlamada çalmıyor
   *[no] Bayatlık uyarısı { $after } { -aralik } üst üste kaçınca çalıyor
  }
missed-alerts-caption = Tek atlamada kilit başka yerde tutulduğu için bir { -aralik } atlanıyor ({ $at } ve sonrası ilk { -aralik }): kütüğe yazılıyor, koşumlar sürüyor. Kesintide izleyici { $after } { -aralik } üst üste koşumsuz görünce uyarıyor.
missed-alerts-y = durum

## missed-run-policies: sistemlerin kaçırılan koşum politikaları (ders 000.7, ek).
## $ups: none | never | restart | one | at-once | back-to-back; $n: telafi koşumu sayısı;
## $due: tek koşumun aralığının anı; $last: sonuncunun anı.
policies-summary = { $ups ->
    [never] hiç başlamıyor (> 100 kaçan)
    [none] telafi yok
    [restart] açılışta 1 koşum
    [one] 1 koşum, { $due } { -aralik(case: "acc") }
    [at-once] { $n } aynı anda
   *[back-to-back] { $n } art arda, sonuncusu { $last }
  }
policies-when = { $ups ->
    [never] hiç başlamıyor (> 100 kaçan)
    [none] telafi yok
    [restart] açılışta
    [one] { $due } { -aralik(case: "acc") }
    [at-once] açılışta aynı anda
   *[back-to-back] art arda, sonuncusu { $last }
  }
## Takvimi açılış anından yeniden kuran politika: $policy; $next: ilk düzenli koşum; $old: eski takvimdeki.
policies-shifted = { $policy } takvimi açılış anından yeniden kuruyor: sonraki düzenli koşum { $old } yerine { $next }.
## $deadline: Kubernetes startingDeadlineSeconds (metin) ya da boş; $has_deadline: yes | no.
policies-caption = Servis { $from } ile { $to } arası kapalı, { $missed } { -aralik } kaçıyor; { $read }. Quartz misfireThreshold { $quartz }, Kubernetes startingDeadlineSeconds { $has_deadline ->
    [yes] { $deadline }
   *[no] yok
  }, Temporal yakalama penceresi { $temporal }.

## recurrence: kuralların koşumları bir tarih şeridinde (ders 000.1–000.2).
## $how: overflow | clamp; $at: koşumun anı; $day: kuralın o ayda olmayan günü.
recurrence-moved = { $how ->
    [overflow] { $at } ({ $day } yok)
   *[clamp] { $at } ({ $day } yerine)
  }
## Ayın ikinci (ya da sonraki) koşumu: $at koşumun anı; $month ayın adı; $nth kaçıncı koşum.
recurrence-again = { $at } ({ $month } ayında { $nth }. koşum)
recurrence-no-month = { $month } yok
## Birbirine yakın çok koşum tek etikette: $first, $last anlar; $n koşum.
recurrence-cluster = { $first } … { $last } ({ $n } koşum)
## $regime: overflow | clamp | skip | plain; $rule: kuralın adı (büyük harfle);
## $shown: taşınan/kelepçelenen günler; $months: atlanan aylar; $rules, $count: sayılar.
recurrence-title = { $regime ->
    [overflow] { CAPITALIZE($rule) } kuralında olmayan gün taşıyor: { $shown }
    [clamp] { CAPITALIZE($rule) } kuralı ayın son gününe kelepçeleniyor: { $shown }
    [skip] { CAPITALIZE($rule) } kuralı o günü olmayan ayları atlıyor: { $months }
   *[plain] Sonraki koşum fonksiyonu: { $rules } kural, kural başına { $count } koşum
  }
recurrence-point = { $regime ->
    [overflow] Taşma politikası (dersin Date.UTC'si) olmayan günü sonraki ayın başına kaydırıyor.
    [clamp] Kelepçeleme politikası olmayan günü ayın son gününe kelepçeliyor.
    [skip] Atla politikası o günü olmayan ayda hiç koşmuyor.
   *[plain] {""}
  }
## $count: kural başına koşum; $start: başlangıç (metin).
recurrence-caption = Her kuralın sonraki { $count } koşumu, başlangıç { $start } UTC.
recurrence-either-days = { $rule } kuralında iki gün alanı da kısıtlı: POSIX cron ikisinden birini tutan her gün koşuyor (VEYA), günün haftanın hangi günü olduğuna bakmadan.
recurrence-skipped-mark = ✕: kuralın hiç koşmadığı ay.
recurrence-x = tarih (UTC)
recurrence-y = kural

## overlap-sources: üst üste binen koşumların kaynakları (ders 000.5).
## $runs: gönderilen bildirim; $skipped: atlanan.
ovs-outcome = { $runs } bildirim{ $skipped ->
    [0] {""}
   *[other] , { $skipped } atlandı
  }
ovs-more = {" "}(ilk { $shown } örnek)
## A deploy group: $source: its name (overlap-sources-source-chart); $mode: the mode; $outcome:
## its sends (ovs-outcome); $more: the instances shown (ovs-more), or nothing.
ovs-group = { $source }, { $mode }: { $outcome }{ $more }
## $role: old | new; $at: saat.
ovs-role = { $role ->
    [old] eski · kapanış { $at }
   *[new] yeni · açılış { $at }
  }
## $clock: tetik saati; $instances: örnek; $free, $redeploy: kilitsiz gönderim; $locked_one: yes | no;
## $locked: kilitli gönderimler ("1 / 2").
ovs-deploy-title = { $clock } bildirimi: kilitsiz { $instances } örnek { $free } kez, yeniden dağıtım { $redeploy } kez gönderiyor; kira kilidiyle { $locked_one ->
    [yes] 1
   *[no] { $locked }
  } kez
## $new_up, $old_down: yeni örneğin açılışı, eskinin kapanışı; $store: veritabanı işlemi;
## $both: yes | no (eski örnek de tetikleniyor: kilitsiz yeniden dağıtım iki kez gönderiyor).
ovs-deploy-caption = Her örneğin zamanlayıcısı saat { $clock } olunca tetikleniyor. Yeniden dağıtımda yeni örnek saat { $new_up } itibarıyla açık, eski örnek saat { $old_down } itibarıyla kapanıyor: { $both ->
    [yes] ikisi de tetikleniyor
   *[no] yalnız yeni örnek tetikleniyor
  }. Kilitli kipte her tetik önce veritabanına gidip geliyor ({ $store }); kirayı alamayan atlanıyor.
ovs-deploy-x = saat { $clock } tetiğinden sonra
ovs-deploy-y = örnek
## $mode: kip; $peak: zirve.
ovs-peak-group = { $mode }: zirve { $peak }
ovs-job = iş
ovs-locked-group = { $mode }: { $runs } koşum, { $skipped } tetik atlandı
## $run: koşum süresi; $period: tetik aralığı; $overlap: yes | no.
ovs-long-title = Koşum { $run }, tetik her { $period }: { $overlap ->
    [yes] kilitsiz koşumlar üst üste biniyor (zirve { $peak })
   *[no] kilitsiz koşumlar üst üste binmiyor
  }, { $skipped ->
    [0] kilit hiçbir tetiği atlamıyor
   *[other] kilit { $skipped } tetiği atlıyor
  }
## $ticks: tetik; $lease: kira süresi.
ovs-long-caption = { $ticks } tetik, her { $period }; koşum { $run }, kira { $lease }. { $overlap ->
    [yes] Kilitsiz kipte sonraki tetik önceki koşum bitmeden geliyor
   *[no] Kilitsiz kipte her koşum sonraki tetikten önce bitiyor
  }; kilitli kipte A kendi kirası sürerken gelen tetiği atlıyor: { $runs } koşum.
ovs-skip-label = tetik atlandı
ovs-long-x = zaman
ovs-long-y = kip

## overlap-policies: Temporal'ın ve Kubernetes'in üst üste binme politikaları (ders 000).
## Tablonun başlıkları ASCII, dersin programındaki gibi.
## $column: system | policy | runs | skipped | delayed | cancelled | terminated | peak | late-mean | late-max
overlap-policies-column = { $column ->
    [system] sistem
    [policy] politika
    [runs] kosum
    [skipped] atlanan
    [delayed] ertelenen
    [cancelled] iptal
    [terminated] oldurulen
    [peak] zirve
    [late-mean] ort. gecikme dk
   *[late-max] en cok gecikme dk
  }
## $lengths: koşum süreleri (dk), boşlukla.
overlap-policies-lengths = kosum sureleri (dk, baslangic sirasiyla): { $lengths }
## Bir politikanın grup başlığı: $policy: adı; $default: yes | no; $runs, $skipped, $delayed,
## $cancelled, $terminated, $peak: sayılar; $most: en uzun gecikme (metin).
overlap-policies-heading = { $policy }{ $default ->
    [yes] {" "}(varsayılan)
   *[no] {""}
  }: { $runs } koşum{ $skipped ->
    [0] {""}
   *[other] , { $skipped } atlandı
  }{ $delayed ->
    [0] {""}
   *[other] , { $delayed } ertelendi (en çok { $most })
  }{ $cancelled ->
    [0] {""}
   *[other] , { $cancelled } iptal edildi
  }{ $terminated ->
    [0] {""}
   *[other] , { $terminated } öldürüldü
  }, zirve { $peak }
## Bir politikanın üst üste binen koşumlarının satırı: $name: politika; $nth: yes | no (kaçıncı
## satır yazılır mı); $lane: satırın sırası; $more: "+" ya da boş (sonraki çakışmalar da bu satırda).
overlap-policies-lane = { $name }, üst üste{ $nth ->
    [yes] {" "}{ $lane }
   *[no] {""}
  }{ $more }
## Başlıkta bir politikanın sonucu: $regime: skips | behind | buffers | cancels | terminates | peak | none | never;
## $policy: adı; $skipped, $delayed, $ended, $peak: sayılar; $behind: en çok gecikme (metin).
overlap-policies-takeaway = { $regime ->
    [skips] { $policy } { COUNT($skipped) } başlangıcı atlıyor
    [behind] { $policy } { $behind } geride kalıyor
    [buffers] { $policy } { COUNT($delayed) } erteliyor, { COUNT($skipped) } atlıyor
    [cancels] { $policy } { COUNT($ended) } koşumu iptal ediyor
    [terminates] { $policy } { COUNT($ended) } koşumu öldürüyor
    [peak] { $policy }'da aynı anda { COUNT($peak) } koşum
    [none] { $policy } hiç koşum başlatmıyor
   *[never] { $policy } hiç çakışmıyor
  }
## $period, $min, $max, $mean: süreler (metin); $ticks: başlangıç sayısı; $longer: aralıktan uzun koşum.
overlap-policies-caption = Başlangıçlar { $period } arayla, { COUNT($ticks) } tane; koşum süreleri { $min }–{ $max } arasında, tohuma bağlı rastgele (ortalama { $mean }, { $longer } tanesi aralıktan uzun). Çubuğun etiketi temsil ettiği planlı başlangıç saati.
## $cancel: iptalden kapanışa süre (metin).
overlap-policies-cancel = {" "}CANCEL_OTHER'da iptal istenen koşum { $cancel } sonra kapanıyor.
## $deadline: yes | no (startingDeadlineSeconds verilmiş mi).
overlap-policies-forbid = { $deadline ->
    [yes] {" "}Forbid, iş bitince kaçırılan en son zamanı startingDeadlineSeconds içindeyse başlatıyor.
   *[no] {" "}startingDeadlineSeconds yok: Forbid, iş bitince kaçırılan en son zamanı başlatıyor.
  }
## Her çizilen politikanın kısa açıklaması: $policy anahtarı, $label sistemin yazdığı ad; $list açıklamalar.
overlap-policies-gloss = { $label } { $policy ->
    [skip] öncekisi sürerken gelen başlangıcı atlıyor
    [buffer_one] en çok bir başlangıcı bekletiyor, fazlasını atlıyor
    [buffer_all] her başlangıcı sıraya koyuyor, öncekisi bitince başlatıyor
    [cancel_other] öncekine iptal imi gönderiyor, o kapanınca yenisini başlatıyor
    [terminate_other] öncekini öldürüp yenisini hemen başlatıyor
    [allow_all] hepsini aynı anda koşturuyor
    [k8s_allow] hepsini aynı anda koşturuyor
    [k8s_forbid] öncekisi sürerken yenisini başlatmıyor
   *[k8s_replace] öncekini öldürüp yerine yenisini başlatıyor
  }
overlap-policies-glosses = {" "}{ $list }.
overlap-policies-x = zaman
overlap-policies-y = politika

## rate-vs-delay: sabit hız ile sabit gecikme, kayma ve üst üste binme (ders 000.4).
## Tablonun başlıkları ve kiplerin adları dersin programındaki gibi ASCII.
## $column: mode | runs | mean | steady | drift | peak | day
rate-vs-delay-column = { $column ->
    [mode] kip
    [runs] kosum
    [mean] gunluk ort.
    [steady] kararli/gun
    [drift] son kayma dk
    [peak] zirve
   *[day] gun
  }
## $mode: rate | delay
rate-vs-delay-mode = { $mode ->
    [rate] sabit hiz
   *[delay] sabit gecikme
  }
## $hourly: yes | no; $period: aralık (metin).
rate-vs-delay-job = { $hourly ->
    [yes] Saatlik görev
   *[no] Periyodu { $period } olan görev
  }
## $n: dakika (metin).
rate-vs-delay-minutes = { $n } dk
## $run, $period: süreler (metin).
rate-vs-delay-head = Koşum { $run }, aralık { $period }
## $overlaps: yes | no; $name: kip; $peak: zirve.
rate-vs-delay-overlaps = { $overlaps ->
    [yes] { $name } üst üste biniyor (zirve { COUNT($peak) })
   *[no] { $name } hiç binmiyor
  }
## $first: yes | no (başlıkta ilk kip mi); $name: kip; $daily: günde koşum (metin).
rate-vs-delay-daily = { $name } günde { $daily }{ $first ->
    [yes] {" "}koşum
   *[no] {""}
  }
## $starts: sabit gecikmenin ilk başlangıçları; $drift: yes | no (başlangıçlar periyodun ızgarasından kayıyor mu).
rate-vs-delay-starts = { $drift ->
    [yes] ; sabit gecikmede başlangıçlar kayıyor: { $starts }
   *[no] ; sabit gecikmede başlangıçlar { $starts }
  }
## $job: rate-vs-delay-job; $period, $run, $window: süreler (metin); $rows: her kipin rate-vs-delay-row'u.
rate-vs-delay-caption = { $job } (aralık { $period }), her koşum { $run }; ilk { $window }.{ $rows }
## $period: aralık; $more: koşumun aralıktan uzun kısmı (metin).
rate-vs-delay-rate-overlaps = {" "}Sabit hız her { $period } yeni koşum başlatıyor, önceki koşum { $more } daha sürüyor.
## $daily: günde koşum (metin).
rate-vs-delay-rate-calendar = {" "}Sabit hız takvime bağlı: günde { $daily } koşum, üst üste binmiyor.
## $period: aralık; $daily: günde koşum; $days: gün sayısı; $drift: kayma (metin).
rate-vs-delay-delay = {" "}Sabit gecikme bir koşum bitince { $period } bekliyor: günde { $daily } koşum, hiç çakışma yok; { $days } günde takvimden { $drift } kayıyor.
## $clock: yes | no (eksen ilk günün saati mi).
rate-vs-delay-x = { $clock ->
    [yes] saat
   *[no] zaman
  }
## Başlık: $head (rate-vs-delay-head) ve her kipin rate-vs-delay-overlaps'u.
rate-vs-delay-title-overlap = { $head }: { $modes }
## Başlık: $head, her kipin rate-vs-delay-daily'si, $starts (rate-vs-delay-starts ya da boş).
rate-vs-delay-title-drift = { $head }: { $modes }{ $starts }
## Altyazıda bir kipin hikâyesi: rate-vs-delay-rate-overlaps, -rate-calendar ya da -delay'den biri.
rate-vs-delay-row = { $overlaps }{ $calendar }{ $delay }
rate-vs-delay-y = kip
## lease-faults: the cases table and the gc-pause and clock-skew charts (lesson 000.4).
## $case: run_fails | holder_crash | gc_pause | gc_pause_fenced | clock_skew | clock_skew_fenced
lease-faults-case = { $case ->
    [run_fails] kosum hata verdi
    [holder_crash] sahip coktu
    [gc_pause] gc duraklamasi
    [gc_pause_fenced] gc + cit jetonu
    [clock_skew] saat farki
   *[clock_skew_fenced] saat farki + cit jetonu
  }
lease-faults-case-chart = { $case ->
    [run_fails] koşum hata verdi
    [holder_crash] sahip çöktü
    [gc_pause] GC duraklaması
    [gc_pause_fenced] GC + çit jetonu
    [clock_skew] saat farkı
   *[clock_skew_fenced] saat farkı + çit jetonu
  }
## The table's headings. $column: case | runs | skipped | peak | takeover | b-started | stale-accepted | stale-rejected
lease-faults-column = { $column ->
    [case] durum
    [runs] kosum
    [skipped] atlanan
    [peak] zirve
    [takeover] devralma ms
    [b-started] B basladi ms
    [stale-accepted] bayat kabul
   *[stale-rejected] bayat ret
  }
## A's lease ran out while A still counted on it: $event: the event's name (the glossary's); $at: when.
lease-faults-expired = { $event }, { $at }
## B's lane with its clock off: $skew: the skew with its sign (text).
lease-faults-b-skewed = B (saati { $skew })
## $n: B's skipped tries (text); $count: the same, a number (for the plural).
lease-faults-tries-skipped = { $count ->
   *[other] { $n } deneme atlandı
  }
## $at: B's takeover; $skewed: yes | no (B's clock is off); $own: the takeover by B's clock.
lease-faults-took-over = devraldı, { $at }{ $skewed ->
    [yes] {" "}(B'nin saatiyle { $own })
   *[no] {""}
  }
## A case's stale writes: $stale: none | rejected | accepted; $fenced: yes | no (the second
## case of a title, named after the first).
lease-faults-stale = { $fenced ->
    [yes] { $stale ->
        [none] yok
        [rejected] ret
       *[accepted] kabul
      }
   *[no] { $stale ->
        [none] bayat yazma yok
        [rejected] bayat yazma ret
       *[accepted] bayat yazma kabul
      }
  }
## $versus: shorter | equal | longer (the pause against the lease); $takeover: yes | no (B
## takes over); $plain, $fenced: lease-faults-stale of the two cases.
lease-faults-gc-title = { $versus ->
    [shorter] GC duraklaması ({ $pause }) kiradan ({ $lease }) kısa
    [equal] GC duraklaması kira kadar ({ $lease })
   *[longer] GC duraklaması ({ $pause }) kirayı ({ $lease }) aşıyor
  }: { $takeover ->
    [yes] jetonsuz { $plain }, çit jetonuyla { $fenced }
   *[no] kira el değiştirmiyor
  }
## $at: when the pause starts; $pause: its length.
lease-faults-gc-caption = A koşarken { $at } anında GC süreci durduruyor ve A { $pause } donuyor; { $takeover ->
    [yes] kirası bu arada bitiyor, B kirayı alıp koşuyor. Duraklama bitince A eski jetonuyla yazıyor: çit jetonu yoksa kaynak bu bayat yazmayı kabul ediyor, varsa reddediyor.
   *[no] B kirayı alamıyor; A duraklamadan sonra kendi kirasıyla sürüyor.
  }
## $skew: B's clock's offset; $dir: ahead | behind; $at: B's takeover.
lease-faults-skew-title-takeover = B'nin saati { $skew } { $dir ->
    [ahead] ileri
   *[behind] geri
  }: B, A koşarken kirayı { $at } anında devralıyor; jetonsuz { $plain }, jetonla { $fenced }
lease-faults-skew-title = B'nin saati { $skew } { $dir ->
    [ahead] ileri
   *[behind] geri
  }: kira A koşarken el değiştirmiyor
## $two: yes | no (two holders run at once).
lease-faults-skew-caption = { $two ->
    [yes] B kiranın bitişini kendi saatiyle ölçüyor: saati { $skew } { $dir ->
        [ahead] ileri
       *[behind] geri
      } olunca A'nın kirasını erken bitmiş sayıyor. İki sahip aynı anda koşuyor; A'nın sonraki yazması bayat.
   *[no] B kiranın bitişini kendi saatiyle ölçüyor: saati { $skew } { $dir ->
        [ahead] ileri
       *[behind] geri
      }, ama A koşarken kirası B'nin saatiyle de bitmiyor; iki sahip aynı anda koşmuyor.
  }
lease-faults-x = zaman
lease-faults-y = örnek

## overlap-sources: the sources table and the charts' source names (lesson 000.5).
## $source: instances | redeploy | long_run
overlap-sources-source = { $source ->
    [instances] cok ornek
    [redeploy] yeniden dagitim
   *[long_run] uzun kosum
  }
overlap-sources-source-chart = { $source ->
    [instances] çok örnek
    [redeploy] yeniden dağıtım
   *[long_run] uzun koşum
  }
## The table's headings. $column: source | mode | runs | skipped | peak
overlap-sources-column = { $column ->
    [source] kaynak
    [mode] kip
    [runs] kosum
    [skipped] atlanan
   *[peak] zirve
  }

## missed-runs: the cases table (lesson 000.7).
## $case: outage | single_skip
missed-runs-case = { $case ->
    [outage] kesinti
   *[single_skip] tek atlama
  }
## The table's headings. $column: job | case | policy | missed | catch-up | logged | peak | alerts
missed-runs-column = { $column ->
    [job] görev
    [case] durum
    [policy] politika
    [missed] kaçan
    [catch-up] telafi
    [logged] kütüğe
    [peak] zirve
   *[alerts] uyarı
  }

## missed-run-policies: the cases table, the lane names and the restart charts' titles
## (lesson 000.7, extension).
## A lane name the course words: $policy: the policy's name; $label: the system's spelling.
missed-run-policies-label = { $policy ->
    [k8s_documented] belgelenen (≤ 1.19)
    [k8s_current] güncel denetleyici
   *[other] { $label }
  }
## Quartz's default misfire instruction (SMART_POLICY) for the trigger: $label: its name.
missed-run-policies-default = { $label } (varsayılan)
## The group of the lesson's three policies.
missed-run-policies-lesson = bu dersin politikaları
## The table's headings. $column: job | policy | missed | catch-up | first | last | next | peak
missed-run-policies-column = { $column ->
    [job] görev
    [policy] politika
    [missed] kaçan
    [catch-up] telafi
    [first] ilk telafi
    [last] son telafi
    [next] sonraki düzenli
   *[peak] zirve
  }
## A bar of the count chart: $n catch-up runs.
missed-run-policies-runs = { $n } koşum
## $rest: all names but the last, with commas; $last: the last.
missed-run-policies-and = { $rest } ve { $last }
## $n: kaç politika (üçten çok).
missed-run-policies-count = { $n } politika
## $names: the policies with the biggest burst; $count: how many; $top: the burst.
missed-run-policies-burst = { $count ->
   *[other] { $names } { $top } koşumu birden başlatıyor
  }
missed-run-policies-never = Kubernetes belgelenen kuralla hiç başlatmıyor
## $n: policies.
missed-run-policies-single = { $n } politika tek koşumla telafi ediyor
missed-run-policies-nothing = { $n } politika hiç telafi etmiyor
## A job that runs at most once a day loses what is not made up. $names: the policies that
## make up nothing (the lesson's telafisiz when it is among them); $count: how many;
## $missed: kaçan aralıklar; $per: month | day | interval (bir aralığın ne olduğu).
missed-run-policies-lost-all = { $count ->
   *[other] { $names } { $per ->
        [month] { $missed ->
            [1] kaçan ayı
            [2] iki ayı da
           *[other] { $missed } ayın hepsini
          }
        [day] { $missed ->
            [1] kaçan günü
            [2] iki günü de
           *[other] { $missed } günün hepsini
          }
       *[interval] { $missed ->
            [1] kaçan { -aralik(case: "acc") }
            [2] iki { -aralik(case: "acc") } da
           *[other] { $missed } { -aralik(case: "gen") } hepsini
          }
      } kaybediyor
  }
## $n: tek koşumla telafi eden politikalar; $lost: her birinin kaybettiği aralıklar; $per: month | day | interval.
missed-run-policies-single-lost = { $n } politika tek telafi koşumu yapıp { $per ->
    [month] { $lost } ayı
    [day] { $lost } günü
   *[interval] { $lost } { -aralik(case: "acc") }
  } kaybediyor
## Nothing was due while the service was down. $per: month | day | interval.
missed-run-policies-none-missed = { $per ->
    [month] hiçbir ay
    [day] hiçbir gün
   *[interval] hiçbir { -aralik }
  } kaçmıyor, telafi edilecek koşum yok
## The title's start: $job: the job's name; $outage: the outage (missed-outage).
missed-run-policies-title = { $job }, { $outage }:{" "}
## $date: the days the axis covers (`1–2 Nisan 2026`).
missed-run-policies-clock-x = saat (UTC), { $date }
missed-run-policies-read-lanes = satır adı yeniden açılışta ne olduğunu söylüyor
missed-run-policies-read-bars = çubuk yeniden açılışta kaç telafi koşumu başladığını, satır adı ne zaman başladığını söylüyor
missed-run-policies-counts-x = telafi koşumu
missed-run-policies-y = politika

## lease-lock: the modes the lesson's driver prints (surucu.mjs) and the timeline of every
## process (lesson 000.3). A count is passed twice: as written ($runs, no digit groups) and
## as a number ($runs_n) for the English plural.
## The table's headings (also `kosum=3`'s key). $column: mode | runs | skipped | peak
lease-lock-column = { $column ->
    [mode] kip
    [runs] kosum
    [skipped] atlanan
   *[peak] es zamanli zirve
  }
## $shown: the processes shown.
lease-lock-more = {" "}(ilk { COUNT($shown) } süreç)
## A mode's group: $runs, $skipped, $peak.
lease-lock-summary = { $runs_n ->
   *[other] { $skipped ->
        [0] { COUNT($runs_n) } koşum, zirve { COUNT($peak) }
       *[other] { COUNT($runs_n) } koşum, { COUNT($skipped) } atlandı
      }
  }
## A mode's group on the timeline: $mode: its name; $summary: its runs (lease-lock-summary);
## $more: the processes shown, when not every one (lease-lock-more, or empty).
lease-lock-group = { $mode }: { $summary }{ $more }
## $racy: the non-atomic lock's runs; $runs: the lease lock's; $lead: yes | no (the title leads with
## the lesson's result: the peak concurrency $from without a lock, $to with the lease lock).
lease-lock-title-race = { $lead ->
    [yes] Kira kilidiyle eş zamanlı koşum zirvesi { COUNT($from) } → { COUNT($to) }; atomik olmayan kilitte { COUNT($racy) } süreç de kirayı boş okuyup koşuyor
   *[no] { $runs_n ->
       *[other] Atomik olmayan kilitte yarış durumu: { COUNT($racy) } süreç de kirayı boş okuyup koşuyor; kira kilidiyle { COUNT($runs_n) } koşum
      }
  }
## $processes: the processes; $runs, $skipped: the lease lock's.
lease-lock-title-locked = { $processes_n ->
    [one] Tek süreç başlıyor: kira kilidiyle { COUNT($runs_n) } koşum, yarışacak başka süreç yok
   *[other] { $runs_n ->
       *[other] { COUNT($processes_n) } süreç aynı anda başlıyor: kira kilidiyle { COUNT($runs_n) } koşum, { COUNT($skipped) } atlandı
      }
  }
## $runs: every mode's runs.
lease-lock-title = { $processes_n ->
    [one] Tek süreç başlıyor: { COUNT($runs_n) } koşum, yarışacak başka süreç yok
   *[other] { $runs_n ->
       *[other] { COUNT($processes_n) } süreç aynı anda başlıyor: { COUNT($runs_n) } koşum
      }
  }
## $run: the job's run; $op: one store operation.
lease-lock-caption = { $processes_n ->
    [one] Tek süreç başlıyor, iş { $run } sürüyor. Kira kilidi tek veritabanı işlemiyle alınıyor ({ $op }); atomik olmayan kilit önce okuyor, sonra yazıyor ({ $op } + { $op }). Yarışacak başka süreç olmadığından her kipte tek koşum var.
    [2] { COUNT($processes_n) } süreç aynı anda başlıyor, iş { $run } sürüyor. Kira kilidi tek veritabanı işlemiyle alınıyor ({ $op }): biri kirayı alıyor, diğeri atlanıyor. Atomik olmayan kilit önce okuyor, sonra yazıyor ({ $op } + { $op }): ilk yazma tamamlanmadan önce iki süreç de kirayı boş okuyor.
   *[other] { COUNT($processes_n) } süreç aynı anda başlıyor, iş { $run } sürüyor. Kira kilidi tek veritabanı işlemiyle alınıyor ({ $op }): biri kirayı alıyor, diğerleri atlanıyor. Atomik olmayan kilit önce okuyor, sonra yazıyor ({ $op } + { $op }): ilk yazma tamamlanmadan önce { COUNT($processes_n) } sürecin hepsi kirayı boş okuyor.
  }
lease-lock-x = zaman
lease-lock-y = süreç
## The race close up. $raced: yes | no (every process read the lease as free before a write);
## $first: the range shown; $read_first: the processes that read first.
lease-lock-race-title = { $raced ->
    [yes] Atomik olmayan kilitte yarış, ilk { $first }: { $read_first ->
        [2] iki süreç de kirayı boş okuyor, sonra ikisi de yazıp koşuyor
       *[other] { COUNT($read_first) } süreç de kirayı boş okuyor, sonra hepsi yazıp koşuyor
      }
   *[no] Atomik olmayan kilit, ilk { $first }: kirayı okuma, sonra yazma
  }
## $first: the range shown; $op: one store operation; $processes_n: the processes.
lease-lock-race-caption = İlk { $first } yakından. { $processes_n ->
    [one] Atomik olmayan kilitte süreç önce kirayı okuyor ({ $op }), boş bulunca yazıyor ({ $op }). Kira kilidi tek işlemde alınıyor.
    [2] Atomik olmayan kilitte her süreç önce kirayı okuyor ({ $op }), boş bulunca yazıyor ({ $op }); okumalar yazmalardan önce bittiği için ikisi de kirayı boş görüyor. Kira kilidi tek işlemde alınıyor: biri alıyor, diğeri atlanıyor.
   *[other] Atomik olmayan kilitte her süreç önce kirayı okuyor ({ $op }), boş bulunca yazıyor ({ $op }); okumalar yazmalardan önce bittiği için hepsi kirayı boş görüyor. Kira kilidi tek işlemde alınıyor: biri alıyor, diğerleri atlanıyor.
  }

## month-end: a monthly rule on a day some months lack, under the three month-end policies
## (lesson 000.2). The text's headings (the lesson's ASCII): $n: the first runs shown.
month-end-first-runs = ilk { $n } kosum
month-end-policy = politika
## Metindeki politika adı (ASCII, grafiğin sözleri): $policy: overflow | skip | clamp.
month-end-policy-name = { $policy ->
    [overflow] tasma
    [skip] atla
   *[clamp] kelepcele
  }
month-end-month = ay
month-end-total = toplam
## A policy's months: $name: the policy; $twice, $none: months with two runs, with none.
month-end-spread = { $twice ->
    [0] { $none ->
        [0] { $name } her ay bir kez
       *[other] { $name } { $none } ay boş
      }
   *[other] { $none ->
        [0] { $name } { $twice } ay çift
       *[other] { $name } { $twice } ay çift, { $none } ay boş
      }
  }
## $day: the rule's day (ordinal); $once: yes | no (every policy runs once a month);
## $parts: month-end-spread of each policy, with semicolons.
month-end-title = Her ayın { $day } günü: { $once ->
    [yes] her politika her ay bir kez koşuyor
   *[no] { $parts }
  }
## $time: the run's time; $from, $to: the first and last month; $totals: each policy's runs
## (month-end-caption-total, with commas); $moved: month-end-moved, or nothing.
month-end-caption = Saat { $time } UTC, { $from } – { $to } arasındaki koşumlar; toplam: { $totals }.{ $moved }
## A policy's runs in the caption: $name: the policy; $runs: its runs.
month-end-caption-total = { $name } { $runs }
## $policy: the overflow policy's name (capitalized); $missing: the day the month lacks;
## $moved: where the run went.
month-end-moved = {" "}{ $policy } olmayan günü sonraki aya itiyor ({ $missing } → { $moved }).
month-end-x = ay
month-end-y = koşum

## time-zones: a daily local run through a year of DST shifts, per zone and strategy
## (lesson 000.6). The text's headings (the lesson's ASCII).
## $column: zone | strategy | runs | without | two | spring-day | fall-day | spring-forward | fall-back
time-zones-column = { $column ->
    [zone] dilim
    [strategy] strateji
    [runs] kosum
    [without] kosumsuz gun
    [two] cift kosum gun
    [spring-day] ileri gun (UTC)
    [fall-day] geri gun (UTC)
    [spring-forward] ileri alma
   *[fall-back] geri alma
  }
## A transition day without a run, in the text.
time-zones-none = yok
## A zone's line label: $zone; $no_dst: yes | no (the zone has no DST); $before: yes | no
## (the run falls on the UTC day before).
time-zones-line = { $zone }{ $no_dst ->
    [yes] {" "}(yaz saati yok)
   *[no] {""}
  }{ $before ->
    [yes] , UTC'de önceki gün
   *[no] {""}
  }
## $day: the local day.
time-zones-missed = { $day }: koşum kaçar
## $n: the runs that day; $at: their times.
time-zones-doubled = { $day }: { $n } kez tetiklenir ({ $at })
## $local: the local time; $naive: the naive matcher's name; $missing, $doubling: zones with
## a day without a run, with two; $which: both | missing | doubling (the nonzero ones).
time-zones-title-slipped = Yerel { $local }, { $naive } zamanlayıcı: { $which ->
    [missing] { $missing } dilimde bir gün koşum kaçar
    [doubling] { $doubling } dilimde bir gün koşum iki kez tetiklenir
   *[both] { $missing } dilimde bir gün koşum kaçar, { $doubling } dilimde bir gün iki kez tetiklenir
  }
## $year: the year.
time-zones-title = Yerel { $local } koşumunun UTC saati, { $year } boyunca
## $base: the line's strategy; $slipped: yes | no (the naive matcher missed or doubled a run);
## $regular: yes | no (the line runs exactly once every day).
time-zones-caption = Her dilimde yerel { $local } koşumunun UTC saati, { $year } boyunca ({ $base } strateji).{ $slipped ->
    [yes] {" "}{ $which ->
        [missing] Çarpılar { $naive } zamanlayıcının kaçırdığı koşumlar
        [doubling] Baklavalar { $naive } zamanlayıcının iki kez yaptığı koşumlar
       *[both] Çarpılar { $naive } zamanlayıcının kaçırdığı, baklavalar iki kez yaptığı koşumlar
      }{ $regular ->
        [yes] ; { $base } strateji her gün tam bir kez koşuyor.
       *[no] .
      }
   *[no] {""}
  }
time-zones-cronie = {" "}Üçgenler cronie'nin (Linux cron) koşumu: ileri sıçramada atlanan saatin işi saat ilerlediği an koşuyor, geri dönüşte tekrar eden saatte ikinci kez koşmuyor.
## $at: the trigger's UTC time.
time-zones-utc-line = UTC'de saklanan tetik: her gün { $at }Z, yerel saati kayıyor
time-zones-before-midnight = {" "}00:00'ın altındaki saatler yerel günden bir önceki UTC gününe düşüyor.
time-zones-advice = {" "}Dersin önerisi: tetik anlarını UTC'de saklamak (siyah çizgi); koşum hiç kaçmıyor, iki kez olmuyor.
time-zones-x = tarih
time-zones-y = koşumun UTC saati

## Kuralların adları (recurrence, missed-runs, missed-run-policies grafikleri): dersin iş
## adları, senaryolarda yazıldığı gibi; İngilizce baskı bunların çevirisini gösterir.
rule-label-overdue-notice = gecikme bildirimi
rule-label-stock-summary = stok özeti
rule-label-monthly-report = aylık rapor
rule-label-month-end = ay sonu
rule-label-every-quarter-hour = her çeyrek saat
rule-label-weekdays = hafta içi 09:00
rule-label-31st = ayın 31'i 02:30
rule-label-13th-or-friday = 13'ü veya cuma
