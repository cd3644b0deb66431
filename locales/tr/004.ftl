## Ders 004: zehirli mesaj ve yeniden deneme.

## outage-guards: kesintide tekrar bütçeleri ve devre kesiciler. Bir isteğin başarısız olması,
## iletisinin ölü mektuba düşmesidir (kardeş çizelge devre kesicinin sözcüğüyle).
## $regime: only | none-reach | none-fail | more-fail | fewer-fail | same-fail | no-change | no-bare;
## $what: korumanın adı (outage-guards-what); $retries, $failed: korumalı satırların aralığı (metin);
## $bare_retries, $bare_failed: korumasız satırın sayıları.
outage-guards-title = { $regime ->
    [only] Korumasız: kesintiye { $bare_retries } tekrar, { $bare_failed } ileti ölü mektuba düşüyor
    [none-reach] Kesintiye korumasız da tekrar gitmiyor; ölü mektuba düşen ileti { $failed }
    [none-fail] { $what } kesintiye { $bare_retries } yerine { $retries } tekrar gidiyor ve hiçbir ileti ölü mektuba düşmüyor
    [more-fail] { $what } kesintiye { $bare_retries } yerine { $retries } tekrar gidiyor, ama { $bare_failed } yerine { $failed } ileti ölü mektuba düşüyor
    [fewer-fail] { $what } kesintiye { $bare_retries } yerine { $retries } tekrar gidiyor; ölü mektuba düşen ileti { $bare_failed } yerine { $failed }
    [no-change] { $what } de kesintiye yine { $bare_retries } tekrar gidiyor, { $bare_failed } ileti ölü mektuba düşüyor
    [same-fail] { $what } kesintiye { $bare_retries } yerine { $retries } tekrar gidiyor; ölü mektuba düşen ileti yine { $bare_failed }
   *[no-bare] Kesintiye giden tekrar { $retries }, ölü mektuba düşen ileti { $failed }
  }
## $guards: budgets | breakers
outage-guards-what = { $guards ->
    [budgets] Tekrar bütçeleriyle
   *[breakers] Kesicilerle
  }
## A panel: $row: satırın adı; $retries_n, $failed_n: sayılar; $tail: toparlanma (metin).
outage-guards-panel = { $row }: kesintide { $retries_n } tekrar, { $failed_n } ileti ölü mektuba düştü, { $tail }

## retry-budget: deneme bütçesi (eşik) ile zaman bütçesi (süre sınırı), ayrı ve birlikte.
## $series: count | time | both; $threshold: eşik (deneme); $budget: zaman bütçesi (metin).
budget-series = { $series ->
    [count] yalnız eşik: { $threshold } deneme
    [time] yalnız zaman bütçesi: { $budget } (etiket: sığan deneme)
   *[both] ikisi birden (etiket: önce dolan, eşik ya da zaman)
  }
## Yalnız zaman bütçesiyle bir sütunun etiketi: sığan deneme.
budget-time-label = { $n }
budget-gave-up-label = { $value }, vazgeçti
budget-unlimited = hiç durmuyor
## $stop: threshold | time | gave-up
budget-stop = { $stop ->
    [threshold] eşik
    [time] zaman
   *[gave-up] vazgeçti
  }
## $regime: capped | never; $slowest: yalnız eşikle en uzun süre; $both_max: ikisiyle en uzun.
budget-title = { $regime ->
    [capped] Yalnız { $threshold } deneme sınırı { $slowest } sürebiliyor, { $budget } zaman bütçesi eklenince en çok { $both_max }
   *[never] { $threshold } deneme sınırı en geç { $slowest } içinde durduruyor, { $budget } zaman bütçesine hiç varılmıyor
  }
budget-caption-bars = Sütunlar ilk hatadan vazgeçmeye kadar geçen süre; eksen zaman bütçesinin iki katında bitiyor, daha uzun süren ya da hiç durmayan deneme üstü kırık sütun.
## $names: çizelgelerin listesi.
budget-caption-endless = Yalnız zaman bütçesi { $names } için denemeyi hiç durdurmuyor (sınırsız).
budget-stops-part = { $stop ->
    [threshold] { $names } eşikte
    [time] { $names } sürede
   *[gave-up] { $names } kendi sınırında vazgeçiyor
  }
budget-caption-own = Yalnız { $threshold } deneme sınırıyla da { $names } eşiğe varmadan kendi sınırında vazgeçiyor.
## $stops: budget-stops-part'ların listesi.
budget-caption-stops = İkisi birlikteyken hangisi önce dolarsa o durduruyor: { $stops }.
budget-caption-same = Yalnız { $budget } zaman bütçesi her çizelgeyi ikisi birden ile aynı anda durduruyor, o yüzden ayrı sütunu yok.
## $kind: schedules (dersin çizelgeleri) | systems (gerçek sistemler).
budget-x = { $kind ->
    [systems] sistem
   *[schedules] çizelge
  }
budget-y = vazgeçene kadar geçen süre

## visibility-backoff: bekleme tüketicide mi, kuyrukta mı (ders 004.4).
## $placement: hold | requeue; $named: yes | no; $policy: adlı politikanın adı.
visibility-backoff-place = { $placement ->
    [hold] tüketicide
   *[requeue] kuyrukta
  }
## $regime: one-twice | one-dead | one-once | all-twice | some-twice | all-dead | some-dead | all-once;
## $times: twice | several; $total, $twice, $dead: sayılar; $place, $system: metin.
visibility-backoff-title = Bekleme { $place }{ $system }: { $regime ->
    [one-twice] tek ileti { $times ->
        [several] birden çok kez
       *[twice] iki kez
      } işleniyor
    [one-dead] tek ileti ölü mektup kuyruğuna gidiyor
    [one-once] tek ileti bir kez işleniyor
    [all-twice] { $total } iletinin hepsi { $times ->
        [several] birden çok kez
       *[twice] iki kez
      } işleniyor
    [some-twice] { $total } iletiden { $twice } tanesi { $times ->
        [several] birden çok kez
       *[twice] iki kez
      } işleniyor
    [all-dead] { $total } iletinin hepsi ölü mektup kuyruğuna gidiyor
    [some-dead] { $total } iletiden { $dead } tanesi ölü mektup kuyruğuna gidiyor
   *[all-once] { $total } iletinin her biri bir kez işleniyor
  }
visibility-backoff-how = { $placement ->
    [hold] Tüketici { $named ->
        [yes] { $policy } politikasının beklemesini
       *[no] geri çekilmeyi
      } iletiyi tutarak bekliyor
   *[requeue] Tüketici iletiyi { $named ->
        [yes] { $policy } politikasının beklemesi
       *[no] geri çekilme
      } kadar gecikmeyle kuyruğa geri verip boşa çıkıyor
  }
## $expired: yes | no; $vt: görünmezlik süresi (metin).
visibility-backoff-visibility = { $expired ->
    [yes] ; { $vt } görünmezlik süresi dolunca boştaki tüketiciler aynı iletiyi alıyor
   *[no] ; hiçbir tüketici iletiyi { $vt } görünmezlik süresinden uzun tutmuyor
  }
## $held: ileti tutarak uyunan toplam süre (metin) ya da boş; $sleeps: yes | no.
visibility-backoff-sleep = { $sleeps ->
    [yes] tüketiciler toplam { $held } ileti tutarak uyuyor
   *[no] hiçbir tüketici ileti tutarak uyumuyor
  }
## $outage: bağımlılığın kapalı kaldığı süre; $how, $visibility, $sleep: yukarıdakiler;
## $limit: adlı politikanın notu; $partial: grafikte ilk iletiler notu (ikisi de boş olabilir).
visibility-backoff-caption = Bağımlılık ilk { $outage } boyunca her çağrıyı reddediyor. { $how }{ $visibility }: { $deliveries } teslim, { $duplicates } çift işlem, { $sleep }.{ $limit }{ $partial }
visibility-backoff-partial = {" "}Grafikte ilk { $messages } ileti var.
visibility-backoff-line = { $expired ->
    [yes] görünmezlik süresi { $vt } doldu
   *[no] görünmezlik süresi { $vt }
  }
visibility-backoff-recovered = bağımlılık kapalıydı, düzeldi
visibility-backoff-x = zaman

## jitter-wave: 200 tüketici aynı anda hata alıp yeniden deniyor (ders 004.3).
## $schedule: çizelgenin adı; $peak: en yoğun kovadaki istek; $has_last: yes | no; $last: son istek.
wave-panel = { $schedule }: en yoğun kova { $peak } istek{ $has_last ->
    [yes] , son istek { $last }
   *[no] {""}
  }
## $rng: chacha | lesson; $consumers, $attempts: sayılar.
wave-source = { $rng ->
    [chacha] { $consumers } tüketici × { $attempts } deneme
   *[lesson] { $consumers } tüketici
  }
## $regime: same | two | lowers; $source: wave-source; $bucket: kova (süre, metin); $most/$least: en çok
## ve en az yığılan çizelge, $most_peak/$least_peak onların en yoğun kovası; $others: öbür sarsıntılı
## çizelgeler wave-other ile, ayraç içinde (yoksa boş).
## Öbür bir sarsıntılı çizelge ve en yoğun kovası.
wave-other = { $schedule } { $peak }
wave-title = { $regime ->
    [same] { $source }: her çizelgede en yoğun { $bucket }'de { $most_peak } istek
    [two] { $source }: en yoğun { $bucket } { $most } ile { $most_peak } istek, { $least } ile { $least_peak } istek
   *[lowers] { $source }: en yoğun { $bucket }'yi { $least } { $most_peak } istekten { $least_peak } isteğe indiriyor{ $others }
  }
## $kind: jitter | named (en çok yığılan bir sarsıntı çizelgesi mi, gerçek bir sistem mi).
wave-caption = { $consumers } tüketici aynı anda hata alıp { $attempts } kez yeniden deniyor. { $kind ->
    [jitter] { CAPITALIZE($most) } çizelgede
   *[named] { $most } ile
  } istekler { $buckets } kovaya yığılıyor (en yoğunu { $most_peak } istek); { $least } ile en yoğun kova { $least_peak } istek.
wave-log-axis = Zaman ekseni log ölçekli (istek ekseni doğrusal: bir tepenin boyu istek sayısı); ilk { $bucket }'deki istekler sol kenarda.
wave-equal = Eşit sarsıntı beklemenin yarısını sabit tutuyor: istekler { $buckets } kovaya yayılıyor, en yoğunu { $peak } istek
wave-beside = { $schedule } { $buckets } kova, en yoğunu { $peak }
wave-decorrelated = İlişkisiz sarsıntının son isteği { $last } sonra gidiyor.
## $log: yes | no
wave-x = { $log ->
    [yes] zaman (log)
   *[no] zaman
  }
wave-y = { $bucket } kovasındaki istek

## poison-counter: sayaç hata bloğunda mı, teslimde mi artıyor (zehirli-sayac.mjs).
## Tablonun başlıkları ve satır adları dersin programındaki gibi ASCII.
## $column: position | starts | deliveries | crashes | processed | dead | remaining
poison-counter-column = { $column ->
    [position] sayac konumu
    [starts] baslatma
    [deliveries] teslim
    [crashes] surec olumu
    [processed] islenen
    [dead] olu mektup
   *[remaining] kalan
  }
## $position: on-catch | on-delivery
poison-counter-label = { $position ->
    [on-catch] hata yakalaninca
   *[on-delivery] teslim aninda
  }
## $label: satırın adı (tablo)
poison-counter-label-validated = { $label } + dogrulama
## $position: sayacın konumu (grafik)
poison-counter-validated = { $position } + doğrulama
## $many: yes | no; $rest: sondan öncekiler virgülle; $last: sonuncusu.
poison-counter-messages = ileti { $many ->
    [yes] { $rest } ve { $last }
   *[no] { $last }
  }
## Başlıkta bir satırın sonucu: $crashes, $dead, $stuck: sayılar; $id: ölü mektuba düşen ilk
## iletinin numarası (tekse söylenir).
poison-counter-fate = { $crashes ->
    [0] süreç ölümü yok
   *[other] { $crashes } süreç ölümü
  }{ $dead ->
    [0] {""}
    [1] , ileti { $id } ölü mektuba düşüyor
   *[other] , { $dead } ileti ölü mektuba düşüyor
  }{ $stuck ->
    [0] {""}
   *[other] , { $stuck } ileti takılı
  }
## $row: satırın adı; $fate: poison-counter-fate.
poison-counter-row-fate = { $row }: { $fate }
## Açıklamada bir satırın hikâyesi: $starts, $crashes, $processed, $dead, $remaining: sayılar;
## $catch: yes | no (sayaç hata bloğunda ve süreç ölüyor).
poison-counter-story = süreç { $starts } kez başlıyor, { $crashes ->
    [0] hiç süreç ölümü olmuyor
   *[other] { $crashes } süreç ölümü oluyor
  }{ $catch ->
    [yes] {" "}(hata bloğu hiç çalışmadığı için sayaç artmıyor)
   *[no] {""}
  }, { $processed } ileti işleniyor{ $dead ->
    [0] {""}
   *[other] , { $dead } ileti ölü mektuba gidiyor
  }{ $remaining ->
    [0] {""}
   *[other] , { $remaining } ileti işlenmeden kalıyor
  }
## $story: her satırın aynı hikâyesi.
poison-counter-every-row = her satırda { $story }
## $row: satırın adı; $story: poison-counter-story.
poison-counter-row-story = { $row }: { $story }
## Zaman grafiği: $n: birleştirilmiş ömür sayısı; $id: ileti; $total: ölü mektuba giden ileti.
poison-counter-merged = { $n } ömür
poison-counter-dead-marker = ileti { $id } ölü mektupta{ $more ->
    [yes] {" "}(toplam { $total })
   *[no] {""}
  }
## $starts: başlatma, $left: takılı kalan ileti.
poison-counter-stuck = { $starts } başlatmadan sonra { $left } ileti takılı
## Ömür grafiği: $first, $last: ömürlerin sırası; $times: kaç ömür.
poison-counter-life = { $merged ->
    [yes] { $first }.–{ $last }. ömür ({ $times } kez)
   *[no] { $first }. ömür
  }
poison-counter-cell = ileti { $id }, sayaç { $counter }
## Başlık: $rows: her satırın adı ve sonucu.
poison-counter-title = Sayaç { $rows }
## $regime: none | instead | never | crashes; $before: doğrulamasız en çok süreç ölümü, $now: doğrulamalı.
poison-counter-tail = { $regime ->
    [none] hiçbir satırda süreç ölümü yok
    [instead] { $before } yerine { $now } süreç ölümü
    [never] hiç süreç ölümü yok
   *[crashes] { $now } süreç ölümü
  }
## $killers: no | one | many (bozuk iletiler); $tail: poison-counter-tail.
poison-counter-title-validated = { $killers ->
    [one] Doğrulama bozuk iletiyi işten önce ölü mektuba yolluyor
    [many] Doğrulama bozuk iletileri işten önce ölü mektuba yolluyor
   *[no] Bozuk ileti yok
  }: { $tail }
## $killers: yes | no; $names: süreci öldüren iletiler (poison-counter-messages); $threshold: eşik.
poison-counter-lead = { $killers ->
    [no] Hiçbir ileti süreci öldürmüyor
   *[yes] { CAPITALIZE($names) } işlenirken tüketici süreci ölüyor (ölü mektup eşiği: { COUNT($threshold) } teslim)
  }
## $lead: poison-counter-lead; $stories: satırların hikâyeleri (hiçbir satır doğrulamıyor).
poison-counter-caption = { $lead }. { CAPITALIZE($stories) }.
## $lead: poison-counter-lead; $stories: satırların hikâyeleri.
poison-counter-caption-validated = { $lead }. Gövde işten önce doğrulanıyor: { $stories }.
## $crashes: doğrulamasız en çok süreç ölümü; $stuck: en çok takılı kalan ileti.
poison-counter-caption-both = { $lead }. { $crashes ->
    [0] Doğrulamasız hiç süreç ölümü olmuyor
   *[other] Doğrulamasız en çok { $crashes } süreç ölümü oluyor
  }{ $stuck ->
    [0] {""}
   *[other] , { $stuck } ileti takılı kalıyor
  }; gövde işten önce doğrulanınca { $stories }.
## Ömür grafiğinde açıklamanın ardından.
poison-counter-caption-lives = Her satır bir süreç ömrü (aynısını yapan ardışık ömürler tek satır); kutular o ömürdeki teslimler, sırayla: ileti ve teslimden sonraki sayaç.
## $axis: lives-x | lives-y | time | position
poison-counter-axis = { $axis ->
    [lives-x] ömür içindeki teslim
    [lives-y] süreç ömrü
    [time] zaman
   *[position] sayaç konumu
  }

## backoff-schedules: geri çekilme çizelgeleri ve bütçeye sığan denemeler (geri-cekilme.mjs).
## Tablonun başlıkları dersin programındaki gibi ASCII; çizelgenin başlığı bir satır aşağıda.
## $column: attempt | schedule | retries | elapsed; $budget: bütçe (metin).
backoff-schedules-column = { $column ->
    [attempt] deneme
    [schedule] {"\u000A"}cizelge
    [retries] { $budget } icinde sigan deneme
   *[elapsed] butce dolunca gecen sure
  }
backoff-schedules-unlimited = sinirsiz
## $retries: deneme sayısı (metin).
backoff-schedules-gave-up = { $retries } (vazgecti)
## Bekleme grafiğinin başlığı, bir çizelgenin son beklemesi: $kind: exponential | capped-held |
## Grafiklerde sabit çizelgenin adı: $name: çizelge; $wait: beklemesi (metin).
backoff-schedules-fixed = { $name } { $wait }
## Bekleme grafiğinin başlığı: $fragments: backoff-schedules-fragment'lerin listesi.
backoff-schedules-waits-title = { CAPITALIZE($fragments) }
## Açıklamada bir çizelgenin toplam beklemesi: $name: çizelge; $total: bekleme (metin).
backoff-schedules-total = { $name } { $total }
## capped | fixed | immediate | no-retry | named; $attempt: deneme (metin); $wait: bekleme (metin); $name: politika.
backoff-schedules-fragment = { $kind ->
    [exponential] üstel bekleme { $attempt }. denemede { $wait }
    [capped-held] tavanlı üstel { $wait } ile sınırlı
    [capped] tavanlı üstel { $attempt }. denemede { $wait }
    [fixed] sabit her denemede { $wait }
    [immediate] anında hiç beklemiyor
    [no-retry] { $name } hiç yeniden denemiyor
   *[named] { $name } { $attempt }. denemede { $wait }
  }
## $immediate: yes | no; $rows: deneme sayısı (metin); $totals: çizelgelerin toplam beklemesi.
backoff-schedules-waits-caption = Her çizgi bir çizelgede denemeden önceki bekleme{ $immediate ->
    [yes] {" "}(anında yeniden deneme sıfırda: hiç beklemiyor)
   *[no] {""}
  }. { COUNT($rows) } denemenin toplam beklemesi: { $totals }.
## $cap: tavan (metin).
backoff-schedules-cap = tavan { $cap }
backoff-schedules-waits-x = deneme
backoff-schedules-waits-y = bekleme
## "Bütçe … durdurmuyor" cümlesinin nesnesi: $kind: immediate | fixed | exponential | capped | named.
backoff-schedules-object = { $kind ->
    [immediate] anında yeniden denemeyi
    [fixed] sabit beklemeyi
    [exponential] üstel beklemeyi
    [capped] tavanlı üstel beklemeyi
   *[named] { $name } politikasını
  }
## Bütçe grafiğinde bir çizginin sonu: $end: endless | guard | gave-up | stopped; $names: hiç durmayan
## çizelgeler; $n: deneme sayısı.
backoff-schedules-end = { $end ->
    [endless] { $names }: hiç durmuyor, sayım { $n } denemede kesildi
    [guard] { $names }: sayım { $n } denemede kesildi
    [gave-up] { $n } denemede vazgeçti
   *[stopped] { $n } deneme
  }
## $budget: bütçe; $object: backoff-schedules-object; $elapsed: süre; $n: deneme sayısı.
## $regime: endless (her bekleme sıfır: hiçbir bütçe durdurmaz) | guard (önce sayım sınırı kesti).
backoff-schedules-title-endless = { $regime ->
    [endless] { $budget } bütçe { $object } durdurmuyor: { $elapsed } içinde { $n } deneme
   *[guard] { $budget } bütçede { $object } sayım sınırı durduruyor: { $elapsed } içinde { $n } deneme
  }
## Dersin sonucu: $exp_n, $cap_n: üstel ve tavanlı üstelin bütçeye sığan denemesi; $regime: endless
## (hiçbir bütçenin durdurmadığı çizelge var: $object) | none.
backoff-schedules-title-cap = { $budget } bütçeye tavanlı üstel { $exp_n } yerine { $cap_n } deneme sığdırıyor{ $regime ->
    [endless] ; { $object } ancak eşik durdurabilir
   *[none] {""}
  }
## $most, $least: en çok ve en az deneme sığdıran çizelge; $most_n, $least_n: sayıları.
backoff-schedules-title-fits = { $budget } bütçeye { $most } { $most_n } deneme sığdırıyor, { $least } yalnız { $least_n }
backoff-schedules-title = { $budget } bütçeye sığan denemeler
## $name: çizelge; $n: deneme sayısı.
backoff-schedules-fit = { $name } için { $n }
backoff-schedules-budget-caption = Her çizgi ilk hatadan beri yapılan deneme sayısı (log ölçek).
## $fits: backoff-schedules-fit'lerin listesi.
backoff-schedules-fits = { $budget } bütçeye sığan deneme { $fits }
backoff-schedules-endless = { $name } bütçeye varmadan { $elapsed } içinde { $n } denemeye ulaşıyor ve sayım orada kesiliyor
## Bütçe açıklamasının ikinci cümlesi: $notes: backoff-schedules-fits ve backoff-schedules-endless, "; " ile.
backoff-schedules-budget-notes = { CAPITALIZE($notes) }.
backoff-schedules-budget-line = bütçe { $budget }
backoff-schedules-budget-x = ilk hatadan beri geçen süre
backoff-schedules-budget-y = yapılan deneme

## outage-guards present.rs: the table's and the charts' other words. $budget: none | aws |
## grpc | token-bucket (ASCII in the text table, as the other lesson 004 tables).
outage-guards-budget-text = { $budget ->
    [none] yok
    [aws] AWS kotasi
    [grpc] gRPC kisma
   *[token-bucket] jeton kovasi
  }
## $breaker: none | consecutive
outage-guards-breaker-text = { $breaker ->
    [none] yok
   *[consecutive] ardisik
  }
outage-guards-breaker-consecutive = ardışık hata kesicisi
outage-guards-capped-text = ustel + tavan
outage-guards-head-backoff = bekleme
outage-guards-head-budget = butce
outage-guards-head-breaker = kesici
outage-guards-head-calls = cagri
outage-guards-head-outage-calls = kesintide cagri
outage-guards-head-outage-retries = kesintide tekrar
outage-guards-head-retries-refused = reddedilen tekrar
outage-guards-head-dead-letters = olu mektup
outage-guards-head-processed = islenen
outage-guards-head-opened = acilma
outage-guards-head-recovery = toparlanma ms
outage-guards-head-given-up = vazgecilen
## A comparison of backoffs. $name: a row's name; $recovery: its recovery time.
outage-guards-recovers-last-in = { $alone ->
    [yes] { $name } en geç toparlanıyor ({ $recovery })
   *[no] birden çok satır en geç toparlanıyor ({ $recovery })
  }
## $gives_up: yes | no; $limit: the worst row's retry limit; $failed: its dead-lettered messages;
## $recovery: outage-guards-recovers-last-in.
outage-guards-backoffs-title = { $name }{ $gives_up ->
    [yes] {" "}{ COUNT($limit) } tekrarda vazgeçiyor:
   *[no] {""}
  } { COUNT($failed) } ileti ölü mektuba düşüyor
outage-guards-backoffs-title-none = Hiçbir ileti ölü mektuba düşmüyor; { $recovery }
## The calls chart's title. $fast, $slow: rows' names; $fast_recovery, $slow_recovery.
outage-guards-calls-same = Her satır kesintiden { $recovery } sonra toparlanıyor
outage-guards-calls-backoff = Toparlanmayı bekleme belirliyor: { $fast } { $fast_recovery }, { $slow } { $slow_recovery }
## $breaker: a row's name; $lasts: the outage; $open: how long the breaker stays open.
outage-guards-why = { $why ->
    [open-longer] { $breaker } kesinti { $lasts } sürerken { $open } açık kalıyor
   *[last] { $breaker } en geç toparlanıyor
  }
## $why: outage-guards-why.
outage-guards-calls-breakers = { $why }: toparlanma { $slow_recovery } ({ $fast }: { $fast_recovery })
## $calls: the calls during the outage (a span).
outage-guards-calls-short = Kesinti { $lasts } sürüyor: bağımlılığa kesintide { $calls } çağrı gidiyor
## $bare_peak: the unguarded row's busiest second; $peaks: the budgets' (a span).
outage-guards-calls-budgets = Kesintide saniyede en çok { COUNT($bare_peak) } çağrı yerine { $peaks }: bütçeler yükü ilk denemelere indiriyor{ $more ->
    [yes] , ama ölü mektuba düşen ileti { $bare_failed } yerine { $failed }
   *[no] {""}
  }
outage-guards-calls-peak = Kesintide saniyede en çok { $peaks } çağrı
## The outcome chart's caption. $from, $until: the outage; $arrivals: iletiler in it;
## Metin tablosunda bir sütunun genişliği (bu sürümün sözcüklerine göre): $column: backoff | budget | processed.
outage-guards-width = { $column ->
    [backoff] 13
    [budget] 13
   *[processed] 8
  }
## $consumers; $receives: the most receives of a message.
outage-guards-outcome-caption = Bağımlılık { $from } ile { $until } arasında çalışmıyor; bu sürede { COUNT($arrivals) } ileti geliyor ({ COUNT($consumers) } tüketici, ileti başına en çok { COUNT($receives) } alım).
## $list: rows with their counts (a list).
outage-guards-refused = Buradaki tekrar bütçesi dersin deneme bütçesi (ileti başına en çok alım) değil: bütün isteklerin tekrarlarını birlikte sınırlıyor. Bütçenin reddettiği tekrarın isteği o an başarısız olur, ileti ölü mektuba gider. Reddedilen tekrar: { $list }.
outage-guards-given-up = Adı verilen sistemler kendi beklemeleri ve tekrar sınırlarıyla çalışıyor; sınırı dolan istekten sistem o an vazgeçiyor. Vazgeçilen: { $list }.
## $name: a row's name; $times: how often its breaker opened.
outage-guards-opened-times = { $name } { COUNT($times) } kez
outage-guards-opened = { $untouched ->
    [yes] Kesici açıkken iletiler kuyrukta dokunulmadan bekler.
   *[no] Kesici açıkken iletiler kuyrukta bekler; yine de kesicili satırlarda ölü mektuba düşen ileti var.
  } Açılma: { $list }.
## Bir listenin bir satırı: adı ve sayısı (reddedilen tekrar, vazgeçilen ileti).
outage-guards-refused-row = { $name } { COUNT($n) }
outage-guards-given-up-row = { $name } { COUNT($n) }
## Toparlanmaların bir satırı: adı ve toparlanması.
outage-guards-recovery-row = { $name } { $recovery }
## Sayıların aralığı: $lo ile $hi, ya da ikisi aynıysa tek sayı ($same: yes | no).
outage-guards-span = { $same ->
    [yes] { COUNT($lo) }
   *[no] { COUNT($lo) }–{ COUNT($hi) }
  }
outage-guards-recoveries = Toparlanma: { $list }.
outage-guards-outcome-y = tekrar / ileti
## Under each row's name on the outcome chart: its recovery. $regime: none | time.
outage-guards-outcome-recovery = { $regime ->
    [none] bekleyen ileti yok
   *[time] { $recovery }
  }
outage-guards-outcome-x = her adın altında: kesinti bitince toparlanma
## A panel's tail: no message waiting, or the recovery.
outage-guards-tail = { $regime ->
    [none] toparlanma: bekleyen ileti yok
   *[time] toparlanma: { $recovery }
  }
outage-guards-calls-caption = Her panel bir satırın bağımlılığa saniyede giden çağrısı (gri bant: kesinti). Çağrı, bağımlılığa giden her istek: bir iletinin ilk denemesi ya da yeniden denemesi; başlıklardaki tekrar yalnız yeniden denemeleri sayar. Toparlanma, kesintinin bitişinden ({ $until }) o ana kadar gelmiş son iletinin işlenmesine ya da ölü mektuba düşmesine kadar geçen süre.
outage-guards-calls-ends = Kısa biten bir çizgi o satırın benzetim sonu: bütün iletileri işlenmiş ya da ölü mektuba düşmüş.
outage-guards-time-x = zaman
outage-guards-calls-y = saniyedeki çağrı

## frameworks: gerçek sistemlerin adlı yeniden deneme politikaları yan yana (ders 004.2–004.3).
## Tablonun başlıkları ve hücreleri ASCII, dersin diğer tabloları gibi.
## $column: system | settings | retries | retry | first-wait | range | gives-up
frameworks-column = { $column ->
    [system] sistem
    [settings] ayar
    [retries] deneme
    [retry] deneme
    [first-wait] ilk bekleme
    [first-wait-range] bekleme araligi
    [gives-up-range] vazgecme araligi
    [in-budget-range] deneme araligi
   *[gives-up] vazgecme
  }
## $budget: bütçe (metin).
frameworks-column-in-budget = { $budget } icinde
frameworks-unlimited = sinirsiz
frameworks-never = vazgecmiyor
## $n: yapılan deneme (metin).
frameworks-guard-reached = >{ $n } deneme
## Bir sistemin ayarları; sayılar ve süreler metin.
frameworks-settings-temporal = ilk { $initial }, x{ $coefficient }, en fazla { $maximum }, deneme { $attempts }
frameworks-settings-aws = max_attempts { $attempts }, tavan { $cap }
frameworks-settings-grpc = { $initial } x{ $multiplier }, en fazla { $maximum }, sarsinti %{ $jitter }
frameworks-settings-gcs = en fazla { $maximum }, tekrar { $retries }
## Vazgeçme grafiği. $system: sistemin adı; $after: vazgeçtiği süre; $n: deneme sayısı (metin).
frameworks-gave-up-label = { $system }: { $after } sonra vazgeçti
## Çizginin lejanttaki adı: $legend: never (hiç vazgeçmiyor) | hidden (başka çizgilerin altında) | plain.
frameworks-legend = { $legend ->
    [never] { $system } (vazgeçmiyor)
    [hidden] { $system } (öbürlerinin altında)
   *[plain] { $system }
  }
## $longest, $shortest: en geç ve en erken vazgeçen sistem; $*_after, $*_n: süresi ve denemesi.
frameworks-gives-up-title-two = { $longest } ancak { $longest_n } deneme ve { $longest_after } sonra vazgeçiyor, { $shortest } { $shortest_after } sonra ({ $shortest_n } deneme)
frameworks-gives-up-title-one = { $longest } { $longest_after } sonra vazgeçiyor
frameworks-gives-up-title-none = Hiçbiri vazgeçmiyor
frameworks-gives-up-caption = Her çizgi ilk hatadan beri yapılan yeniden deneme sayısı (ilk çağrı sayılmaz); zaman ekseni logaritmik.
frameworks-gives-up-time = { $system } { $after } ({ $n } deneme)
## $times: frameworks-gives-up-time'ların listesi.
frameworks-gives-up-times = Vazgeçme: { $times }.
## $names: sistemlerin listesi; $count: kaç sistem (İngilizce fiilin tekili/çoğulu için;
## Türkçede fiil tekil); $rows: çizilen deneme.
frameworks-never-caption = { $count ->
   *[other] { $names } hiç vazgeçmiyor: ilk { $rows } denemesi çizili.
  }
frameworks-no-retry-caption = { $count ->
   *[other] { $names } bu ayarlarla hiç yeniden denemiyor.
  }
frameworks-draws-caption = Sarsıntılı sistemlerde süreler bu tohumun çekilişleri.
frameworks-gives-up-x = ilk hatadan beri geçen süre
frameworks-gives-up-y = yapılan yeniden deneme
frameworks-budget-mark = bütçe { $budget }
## Bekleme grafiği. $panel: growing | capped | early; $longest: bölmedeki en uzun bekleme;
## $most: bölmede en çok deneme (metin).
frameworks-panel = { $panel ->
    [growing] En uzun bekleme { $longest }
    [capped] Tavanda duruyor
   *[early] ≤ { $most } denemede vazgeçiyor
  }
## A jitter range down to 0 ms on the log axis. $names: the systems; $count: how many (English only).
frameworks-jitter-zero = { $count ->
   *[other] { $names }: sarsıntı aralığı 0 ms'ye kadar iniyor; logaritmik eksen sıfırı gösteremediği için gölge eksenin tabanında kesiliyor.
  }
frameworks-jitter-zero-label = ↓ 0 ms'ye iner
frameworks-jitter-range = sarsıntı aralığı
## $system: en uzun bekleyen sistem; $retry: denemesi (metin); $wait: beklemesi.
frameworks-waits-title = { $system } { $retry }. denemeden önce { $wait } bekliyor
frameworks-no-waits = Bekleme yok
## $names: tavanda duran sistemlerin listesi; $count: kaç sistem (yalnız İngilizcede).
frameworks-waits-capped = { $count ->
   *[other] , { $names } tavanda duruyor
  }
frameworks-waits-caption = Her nokta bir denemeden önceki bekleme (bu tohumla); gölge, sarsıntının her tohumda kaldığı en kısa–en uzun aralık. Bekleme ekseni logaritmik.
## $panels: bölme sayısı (metin).
frameworks-waits-panels = Sistemler beklemelerinin gidişine göre { $panels } bölmede, bekleme ekseni hepsinde aynı.
frameworks-waits-x = deneme
frameworks-waits-y = bekleme
## Bütçe grafiği. $n: bütçede deneme (metin).
frameworks-gave-up-bar = { $n }, vazgeçti
frameworks-every-seed = sarsıntının izin verdiği en az–en çok deneme
## $regime: none | only | all; $budget; $most, $least: en çok ve en az deneme sığdıran sistem;
## $most_n, $least_n: denemeleri (metin).
frameworks-budget-title = { $regime ->
    [none] { $budget } bütçeye { $most } { COUNT($most_n) } deneme sığdırıyor, { $least } hiç
    [only] { $budget } bütçeye { $most } { COUNT($most_n) } deneme sığdırıyor, { $least } yalnız { COUNT($least_n) }
   *[all] { $budget } bütçeye sığan denemeler
  }
frameworks-budget-x = sistem
frameworks-budget-caption = Her çubuk ilk hatadan sonraki { $budget } içinde yapılan yeniden deneme (bu tohumla); bıyık, sarsıntının en uzun ve en kısa beklemeleriyle sığan deneme sayıları arası: her tohum bu aralıkta kalır.
## $names: bütçe dolmadan vazgeçen sistemlerin listesi (büyük harfle başlıyor); $count: kaç
## sistem (yalnız İngilizcede).
frameworks-budget-gave = { $count ->
   *[other] { $names } bütçe dolmadan vazgeçiyor.
  }
frameworks-budget-y = { $budget } içinde deneme

## circuit-breaker: bağımlılık bütünüyle çöküyor; devre kesicili ve kesicisiz tüketiciler (ders 004.4).
## Tablonun başlıkları ASCII, dersin diğer tabloları gibi.
## $column: mode | calls | calls-in-outage | failed | processed | dead | opened | drained | given-up
circuit-breaker-column = { $column ->
    [mode] kip
    [calls] cagri
    [calls-in-outage] kesintide cagri
    [failed] basarisiz
    [processed] islenen
    [dead] olu mektup
    [opened] acilma
    [drained] bitis ms
   *[given-up] vazgecilen
  }
## $breaker: on | off
circuit-breaker-row = { $breaker ->
    [on] devre kesici
   *[off] kesicisiz
  }
## $open: açık kalma süresi.
circuit-breaker-probe = { $open } açık, sonra tek deneme çağrısı
## $n: boşalma başlarken biriken ileti.
circuit-breaker-drain = biriken { COUNT($n) } ileti eritiliyor
## $row: satırın adı; $n: ölü mektuba düşen ileti.
circuit-breaker-dead-series = { $row }: ölü mektuba düşen, toplam { COUNT($n) }
circuit-breaker-down = bağımlılık çalışmıyor
## $event: opened | closed
circuit-breaker-event = { $event ->
    [opened] kesici açıldı
   *[closed] kesici kapandı
  }
## Başlığın ölü mektup eki. $dead: none | fewer; $off, $on: iki satırın ölü mektupları.
circuit-breaker-title-dead = { $dead ->
    [none] , hiçbir ileti ölü mektuba düşmüyor
   *[fewer] , ölü mektup { COUNT($off) } yerine { COUNT($on) }
  }
## $off, $on: kesintide çağrı; $dead: circuit-breaker-title-dead ya da boş.
circuit-breaker-title-fewer = Devre kesiciyle kesintide { COUNT($off) } yerine { COUNT($on) } çağrı{ $dead }
circuit-breaker-title-calls = Kesintide bağımlılığa çağrı: kesicisiz { COUNT($off) }, devre kesiciyle { COUNT($on) }
## Tek satır. $row: adı (büyük harfle); $calls, $dead: sayıları.
circuit-breaker-title-one = { $row }: kesintide { COUNT($calls) } çağrı, { COUNT($dead) } ölü mektup
## $from, $until: kesinti; $down: yes | no (no: kesinti boş, bitişi başlangıcı).
circuit-breaker-caption-outage = { $down ->
    [no] Bağımlılık hiç çökmüyor: { $from } ile { $until } arasındaki kesinti boş.
   *[yes] Bağımlılık { $from } ile { $until } arasında çalışmıyor (gri bant).
  }
## $retried: yes | no (bir ileti birden çok kez çağrılıyor mu); $calls: kesintideki çağrı; $dead:
## $receives alımı aşan ileti (adlı politikanın vazgeçtikleri circuit-breaker-caption-backoff'ta).
circuit-breaker-caption-off = Kesicisiz tüketiciler { $retried ->
    [yes] her iletiyi geri çekilmeyle yeniden deniyor
   *[no] hiçbir iletiyi yeniden denemiyor
  }: kesintide { COUNT($calls) } çağrı, { COUNT($dead) } ileti { COUNT($receives) } alımı aşıp ölü mektuba düşüyor.
## $opens: yes | no; $threshold: ardışık hata (sayı); $opened: ilk açılış anı; $open: açık kalma
## süresi; $untouched: yes | no (kesiciyle hiçbir ileti ölü mektuba düşmüyor mu); $dead: kesiciyle
## ölü mektuba düşen ileti.
circuit-breaker-caption-opens = { $opens ->
    [yes] Devre kesici { COUNT($threshold) } ardışık hatadan sonra açılıyor ({ $opened }); her açılışta { $open } bekleyip tek bir deneme çağrısı gönderiyor{ $untouched ->
        [yes] , iletiler kuyrukta dokunulmadan bekliyor.
       *[no] , diğer iletiler kuyrukta bekliyor; yine de { COUNT($dead) } ileti ölü mektuba düşüyor.
      }
   *[no] Devre kesici hiç açılmıyor: çağrılar hiçbir zaman art arda { COUNT($threshold) } kez başarısız olmuyor.
  }
## $when: ended | closed (closed: kesici kesinti bittikten en az bir saniye sonra kapanıyor);
## $closed: kapanış anı; $after: kesintinin bitişinden ne kadar sonra; $backlog: o an ne işlenmiş
## ne ölü mektuba düşmüş ileti; $speed: full | once (once: tüketiciden az ileti); $consumers;
## $peak: o andan sonraki en yoğun saniyenin çağrısı.
circuit-breaker-caption-drain = { $when ->
    [closed] Kesici kesinti bittikten { $after } sonra kapanınca ({ $closed })
   *[ended] Kesinti bitince
  } biriken { COUNT($backlog) } ileti { $speed ->
    [once] hemen
   *[full] { COUNT($consumers) } tüketicinin tam hızıyla
  } eritiliyor: saniyede en çok { COUNT($peak) } çağrı.
## $limit: limited | unlimited; $n: adlı politikanın tekrar sınırı (sınırsızsa 0).
circuit-breaker-limit = { $limit ->
    [unlimited] sınırsız
   *[limited] { $n } tekrar
  }
## Bir satırın vazgeçtikleri. $breaker: on | off; $n: vazgeçilen ileti.
circuit-breaker-given-up = { $breaker ->
    [on] { term-breaker-on }
   *[off] { term-breaker-off }
  } { COUNT($n) }
## $system: adlı politika; $limit: circuit-breaker-limit; $given_up: circuit-breaker-given-up listesi.
circuit-breaker-caption-backoff = Bekleme: { $system } politikası (tekrar sınırı { $limit }); sınırı dolan iletiden sistem o an vazgeçiyor ve ileti ölü mektuba gidiyor (vazgeçilen: { $given_up }).
## $width: bir basamağın genişliği.
circuit-breaker-caption-width = Her basamak { $width } içindeki en yoğun saniyeyi gösteriyor.
circuit-breaker-x = zaman
circuit-breaker-y = saniyedeki çağrı / ölü mektup

## retry-budget: tablo (ASCII, ders 004'ün diğer tabloları gibi).
## Grafiklerde bir çizelgenin adı: $kind: immediate | fixed | exponential | capped | named; $name:
## adı; $wait: sabit çizelgenin beklemesi (metin).
retry-budget-name = { $kind ->
    [immediate] { $name }
    [fixed] { $name } { $wait }
    [exponential] { $name }
    [capped] { $name }
   *[named] { $name }
  }
## $column: schedule | both | time | stopped-by
retry-budget-column = { $column ->
    [schedule] cizelge
    [both] ikisi: deneme
    [time] sure
   *[stopped-by] duran
  }
## $threshold: eşik (metin).
retry-budget-column-threshold = { $threshold } deneme: sure
## $budget: süre sınırı (metin).
retry-budget-column-budget = { $budget }: deneme
retry-budget-unlimited = sinirsiz
## $stop: threshold | time | gave-up
retry-budget-stop = { $stop ->
    [threshold] esik
    [time] sure
   *[gave-up] vazgecti
  }
## Adlı bir politikanın kendi sınırında durduğu sayının ardında, bir boşlukla.
retry-budget-gave-up-mark = (vazgecti)
## jitter-wave present.rs: the lesson table's headers (ASCII, as sarsinti.mjs prints them) and
## the titles with equal jitter and with real systems' named policies.
## $column: schedule | total | peak | busy | last; $bucket: kova (ms, dersin programındaki rakamlar).
jitter-wave-column = { $column ->
    [schedule] cizelge
    [total] toplam istek
    [peak] en yogun { $bucket } ms
    [busy] dolu kova
   *[last] son kova
  }
jitter-wave-lesson-schedule = ders çizelgesi
## $consumers, $bucket: sayılar (metin); $most, $least: en çok ve en az yığılan politika;
## $most_peak, $least_peak: onların en yoğun kovası (metin).
jitter-wave-named-title = { $consumers } tüketici, gerçek sistemlerin politikalarıyla: en yoğun { $bucket } { $most } ile { $most_peak } istek, { $least } ile { $least_peak } istek
## $names: hiç yeniden denemeyen politikalar (hiçbir çizelge bağımlılığa istek göndermiyor).
jitter-wave-silent-title = { $consumers } tüketici: { $names } ile yeniden deneme yok, bağımlılığa hiç istek gitmiyor
## $consumers: sayı; $names: hiç yeniden denemeyen politikalar.
jitter-wave-silent-caption = { $consumers } tüketici aynı anda hata alıyor; { $names } ile yeniden deneme sınırı 0, kovalar boş kalıyor.
## $count: sarsıntısız kaç çizelge var.
jitter-wave-names-more = { $count } çizelge
## $names: sarsıntısız çizelgeler; $fixed_peak: onların en yoğun kovası (metin).
jitter-wave-fixed-title = { $consumers } tüketici: sarsıntısız { $names } { $rounds ->
    [every] her turda {""}
   *[all] {""}
  }{ $fixed_peak } isteği aynı { $bucket }'ye yığıyor, { $least } ile en yoğun kova { $least_peak } istek
## $regime: between | beside | alone; $shown: eşit sarsıntının en yoğun kovası; $full,
## $decorrelated: tam ve ilişkisiz sarsıntınınki (metin, beside'da).
jitter-wave-equal-title = { $regime ->
    [between] Eşit sarsıntı, tam ile ilişkisiz arasında: en yoğun { $bucket }'de { $shown } istek
    [beside] Eşit sarsıntı en yoğun { $bucket }'de { $shown } istek: tam sarsıntıda { $full }, ilişkisiz sarsıntıda { $decorrelated }
   *[alone] Eşit sarsıntı: en yoğun { $bucket }'de { $shown } istek
  }
## $name: politika; $retries: yeniden deneme sınırı (metin).
jitter-wave-gives-up-after = { $name } { $retries }
## $early: one | other | no (erken vazgeçen politika var mı; sonuncusunun sayısı); $list:
## jitter-wave-gives-up-after'lar.
jitter-wave-real-systems = {" "}Gerçek sistemlerin tüketicileri o sistemin bekleme formülü ve sarsıntısıyla bekliyor{ $early ->
    [one] ; { $list } yeniden denemeden sonra vazgeçiyor.
    [other] ; { $list } yeniden denemeden sonra vazgeçiyor.
   *[no] {"."}
  }

## retry-storm: başarım testi, tüketicilerin yeniden deneme fırtınası (ders içeriği değil).
## Tablonun başlıkları ASCII.
## $column: requests | successes | gave-ups | peak | last | checksum | generator
retry-storm-column = { $column ->
    [requests] istek
    [successes] basari
    [gave-ups] vazgecen
    [peak] en yogun kova
    [last] son olay ms
    [checksum] saglama
   *[generator] uretec
  }
## $named: yes | no; $policy: adlı politika.
retry-storm-backoff = { $named ->
    [yes] { $policy } politikasının beklemesi
   *[no] tam sarsıntılı üstel bekleme
  }
## $consumers: tüketici; $system: " (politika)" ya da boş; $bucket: kova (süre, metin); $peak: en yoğun kova (metin).
retry-storm-title = Başarım testi: { $consumers } tüketicinin fırtınası{ $system }, en yoğun { $bucket }'de { $peak } istek
## $cap: kova başına kapasite; $backoff: retry-storm-backoff; $tries: deneme sınırı; $over: kapasiteyi
## aşan kova; $successes, $gave_ups: sayılar; $last: son isteğin anı (metin).
retry-storm-caption = Başarım ölçütü, ders içeriği değil. Bağımlılık her { $bucket }'de ilk { $cap } isteği kabul ediyor, gerisini reddediyor; reddedilen tüketici { $backoff } ile en çok { $tries } kez deniyor. { $over } kovada istek kapasiteyi aşıyor; { $successes } başarı, { $gave_ups } vazgeçen, son istek { $last } anında.
retry-storm-x = zaman
## $bucket: kova (süre, metin).
retry-storm-y = { $bucket } kovasındaki istek
## $cap: kova başına kapasite (metin).
retry-storm-capacity = kova başına kapasite: { $cap }

## occ-contention: Brooker'ın iyimser eşzamanlılık çekişme deneyi, çağrılar ve bitiş anı N'ye göre.
## Programın metni: $mean, $sd: ağ gecikmesi; $base, $cap: taban ve tavan; $trials: deneme (sayı).
occ-contention-intro = Marc Brooker'ın çekişme deneyi (AWS Mimarlık Blogu, “Exponential Backoff And Jitter”, 2015): her istemci tek satırı bir kez günceller (iyimser eşzamanlılık). Ağ gecikmesi ileti başına |Normal({ $mean }, { $sd })| ms, taban { $base } ms, tavan { $cap } ms; her nokta { $trials } denemenin ortalaması.
occ-contention-named-note = Taban ve tavan Brooker'ın çizelgeleri için; gerçek sistemler kendi varsayılanlarıyla bekler ve son yeniden denemesi de reddedilen istemci vazgeçer (Brooker'ınkiler hiç vazgeçmez).
occ-contention-calls-heading = Toplam çağrı (sunucunun işlediği yazma), ortalama:
## $named: yes | no (adlı bir politika listede mi).
occ-contention-time-heading = { $named ->
    [yes] Son istemcinin bitişi (başarısı ya da vazgeçmesi), ortalama:
   *[no] Son istemcinin başarı anı, ortalama:
  }
occ-contention-gave-up-heading = Vazgeçen istemci (son yeniden denemesi de reddedilip satırı güncellemeden bırakan), ortalama:
occ-contention-exponential = sarsıntısız üstel
occ-contention-clients-column = istemci
## $mean, $sd, $base, $cap: metin.
occ-contention-network = ağ gecikmesi |Normal({ $mean }, { $sd })| ms, taban { $base } ms, tavan { $cap } ms
## $network: occ-contention-network (büyük harfle); $trials: occ-contention-trials.
occ-contention-calls-caption = N istemci tek satırı birer kez güncelliyor; her reddedilen yazma bir çağrı daha demek. { $network } ({ $trials }). Sarsıntı, istemcileri zamana yayarak çakışmaları ve boşa giden çağrıları azaltıyor.
occ-contention-time-caption = Son istemcinin başarı anı ({ $trials }). Sarsıntısız üstel geri çekilmede aynı anda reddedilen istemciler birlikte bekleyip yine çakışıyor; süre logaritmik eksende.
## $end: success | finish
occ-contention-time-y = { $end ->
    [success] son istemcinin başarı anı (ortalama)
   *[finish] son istemcinin bitişi (ortalama)
  }
occ-contention-clients-x = istemci sayısı N
## $trials: deneme sayısı (metin).
occ-contention-trials = her nokta { $trials } denemenin ortalaması, bant p5–p95
## $regime: alone | same | less; $n: istemci; $best: en az çağrı yapan; $calls: onun çağrıları;
## $worst, $worst_calls: en çok çağrı yapan ve çağrıları; $ratio: oran (metin).
occ-contention-calls-title = { $regime ->
    [same] { COUNT($n) } istemcide { $best } ve { $worst } aynı işi yapıyor: { $calls } çağrı
    [less] { COUNT($n) } istemcide { $best } { $calls } çağrıda bitiriyor, { $worst } { $worst_calls } çağrıda: { $ratio } kat daha az iş
   *[alone] { COUNT($n) } istemcide { $best } { $calls } çağrıda bitiriyor
  }
## $n: istemci; $each: çizelgeler ve süreleri; $done: succeeds | finishes
occ-contention-time-title = { COUNT($n) } istemcide sonuncusu { $each } sonra { $done ->
    [succeeds] başarıyor
   *[finishes] bitiriyor
  }
## The time chart's takeaway, the caption's first sentence: where $frugal (the fewest
## calls) comes in time; $regime: fastest | slowest | between | none; $done: succeeds | finishes.
occ-contention-time-lead = { $regime ->
    [fastest] En az çağrı yapan { $frugal } en önce de { $done ->
        [succeeds] başarıyor
       *[finishes] bitiriyor
      }.{" "}
    [slowest] En az çağrı yapan { $frugal } en geç { $done ->
        [succeeds] başarıyor
       *[finishes] bitiriyor
      }: az iş, geç bitiş.{" "}
    [between] En az çağrı yapan { $frugal } en önce { $done ->
        [succeeds] başarmıyor
       *[finishes] bitirmiyor
      }: az iş her zaman erken bitiş demek değil.{" "}
   *[none] {""}
  }
occ-contention-calls-y = toplam çağrı (ortalama)
## Adlı politikalarla: $trials: occ-contention-trials; $base, $cap: metin.
occ-contention-named-calls-caption = N istemci tek satırı birer kez güncelliyor; her reddedilen yazma bir çağrı daha demek ({ $trials }). Gerçek sistemler kendi varsayılan beklemeleri ve sarsıntılarıyla çalışıyor; Brooker'ın çizelgelerinde taban { $base } ms, tavan { $cap } ms.
## $n: istemci; $list: Brooker'ın çizelgeleri ve değerleri.
occ-contention-brooker-calls = {" "}Brooker'ın çizelgeleriyle { $n } istemcide: { $list }.
## $list: sarsıntısız adlı politikalar.
occ-contention-steady = {" "}{ $list } sarsıntısız: aynı anda reddedilen istemciler birlikte bekleyip yine çakışıyor.
## $list: istemcileri vazgeçen politikalar.
occ-contention-quitters-calls = {" "}{ $list } ile çağrı sayısı işin bittiğini göstermiyor: istemcilerin bir kısmı son yeniden denemeden sonra vazgeçip satırı güncellemiyor.
## $named: adlı politika; $brooker: aynı çağrıları yapan Brooker çizelgesi.
occ-contention-twins = {" "}{ $named } ile { $brooker } her denemede aynı çağrıları yapıyor (çizgiler üst üste): ikisi de sarsıntısız, aynı ağda aynı istemciler çakışıyor; yalnızca beklemelerin uzunluğu farklı.
## $name: politika; $quit: vazgeçen istemci (metin).
occ-contention-quit-legend = { $name } ({ $quit } istemci vazgeçiyor)
occ-contention-named-time-caption = Son istemcinin bitişi: başarısı ya da vazgeçmesi ({ $trials }). Brooker'ın çizelgelerinde kimse vazgeçmez; onlar için bu, Brooker'ın tanımıyla son istemcinin başarı anı.
occ-contention-brooker-times = {" "}Brooker'ın milisaniyelik çizelgeleriyle { $n } istemcide: { $list }.
occ-contention-quitters-time = {" "}{ $list } vazgeçenlerin son reddiyle erken bitiyor.
occ-contention-log-axis = {" "}Süre logaritmik eksende.
## $name: politika; $quit: vazgeçen istemci (metin).
occ-contention-quit-under = { $name } ile { $quit }
## $regime: nobody | all | some; $n: istemci; $some: occ-contention-quit-under'lar; $none: hiç vazgeçmeyenler.
occ-contention-gave-up-title = { $regime ->
    [all] { COUNT($n) } istemcide { $some } istemci vazgeçiyor
    [some] { COUNT($n) } istemcide { $some } istemci vazgeçiyor; { $none } ile hiçbiri
   *[nobody] { COUNT($n) } istemcide hiçbir istemci vazgeçmiyor
  }
## $limits: politikalar ve yeniden deneme sınırları; $trials: occ-contention-trials.
occ-contention-gave-up-caption = Son yeniden denemesi de reddedilen istemci satırı güncellemeden bırakıp vazgeçiyor: { $limits } yeniden denemeden sonra ({ $trials }).
## $others: yes | no (hiç vazgeçmeyen adlı politika var mı); $never: onlar.
occ-contention-never-give-up = {" "}{ $others ->
    [yes] { $never } ve Brooker'ın çizelgeleri hiç vazgeçmiyor.
   *[no] Brooker'ın çizelgeleri hiç vazgeçmiyor.
  }
occ-contention-gave-up-y = vazgeçen istemci (ortalama)
## schedules: the lesson's backoff schedules' column labels and budgets (kit/schedules.rs;
## geri-cekilme.mjs prints them in ASCII). $kind: immediate | fixed | exponential | capped;
## $fixed: the fixed wait in seconds (text).
schedules-label = { $kind ->
    [immediate] aninda
    [fixed] sabit { $fixed } sn
    [exponential] ustel
   *[capped] ustel + tavan
  }
## $unit: min | s | ms; $n: the budget in that unit (text).
schedules-budget = { $unit ->
    [min] { $n } dk
    [s] { $n } sn
   *[ms] { $n } ms
  }
## visibility-backoff: yerleşim tablosu (ASCII) ve zaman çizelgesinin satırları.
## $column: placement | deliveries | calls | completions | duplicates | peak | holding | makespan | dead
visibility-backoff-column = { $column ->
    [placement] yerlesim
    [deliveries] teslim
    [calls] cagri
    [completions] tamamlanan
    [duplicates] cift islem
    [peak] en cok kopya
    [holding] bekleme ms
    [makespan] bitis ms
   *[dead] olu mektup
  }
## $placement: hold | requeue
visibility-backoff-placement-label = { $placement ->
    [hold] tuketicide bekle
   *[requeue] kuyrukta bekle
  }
## $n: iletinin sırası.
visibility-backoff-message-lane = ileti { $n }
## $n: kopyanın sırası.
visibility-backoff-copy-lane = { $n }. kopya
## $c: tüketicinin numarası.
visibility-backoff-consumer = tüketici { $c }
## Adlı politikanın beklemeleri ve sınırı (açıklama, baştaki boşlukla). $policy: politikanın adı;
## $first, $second: ilk ve ikinci yeniden denemeden önceki bekleme; $limit: limited | unlimited;
## $max: yeniden deneme sınırı (sayı, sınırsızsa 0); $times: son denemesi de başarısız olunca
## bırakılan ileti (sayı); $dead: ölü mektup kuyruğundaki ileti (sayı).
visibility-backoff-limit = {" "}{ $policy } ilk yeniden denemeden önce { $first }, ikinciden önce { $second } bekliyor{ $limit ->
    [unlimited] {" "}ve yeniden denemeyi hiç bırakmıyor
   *[limited] {" "}ve en çok { $max } kez yeniden deniyor
  }{ $times ->
    [0] {""}
   *[other] ; { $times } kez son deneme de başarısız olunca tüketici iletiyi bıraktı
  }; ölü mektup kuyruğunda { $dead } ileti.

## queue-drain: başarım testi (ders içeriği değil): tablo ve boşalma grafiği.
## $column: processed | dead | deliveries | crashes | makespan | last-event | checksum | events
queue-drain-column = { $column ->
    [processed] islenen
    [dead] olu mektup
    [deliveries] teslim
    [crashes] surec olumu
    [makespan] bitis ms
    [last-event] son olay ms
    [checksum] saglama
   *[events] olay
  }
## $deliveries: en çok teslim (metin).
queue-drain-poison-left = yalnız zehirli iletiler kaldı: her biri { $deliveries }. teslimden sonra ölü mektuba
## $dead: yes | no; $at: kuyruğun boşaldığı an.
queue-drain-drained = { $dead ->
    [yes] kuyruk boşaldı, son zehirli mesaj ölü mektuba: { $at }
   *[no] kuyruk boşaldı: { $at }
  }
## $messages, $consumers: sayılar (metin); $end: boşalma süresi.
queue-drain-title = Başarım testi: { $messages } ileti { COUNT($consumers) } tüketiciyle { $end } içinde boşalıyor
## Sayılar metin: $poison_mod, $crashes, $max_deliveries, $dead, $processed, $deliveries; $last_ack: son onay anı.
queue-drain-caption = Başarım ölçütü, ders içeriği değil. Her { COUNT($poison_mod) }. ileti tüketiciyi öldürüyor: { $crashes } süreç ölümü; zehirli mesajlar { COUNT($max_deliveries) } teslimden sonra ölü mektuba düşüyor ({ $dead } ölü mektup). { $processed } ileti işlendi ({ $last_ack } içinde), { $deliveries } teslim yapıldı.
queue-drain-x = zaman
queue-drain-y = işlenen ileti (toplam)
