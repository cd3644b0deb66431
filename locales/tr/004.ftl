## Ders 004: zehirli mesaj ve yeniden deneme.

## outage-guards: kesintide tekrar bütçeleri ve devre kesiciler. Bir isteğin başarısız olması,
## iletisinin ölü mektuba düşmesidir (kardeş çizelge devre kesicinin sözcüğüyle).
## $regime: only | none-reach | none-fail | more-fail | fewer-fail | no-bare;
## $what: korumanın adı (guards); $retries, $failed: korumalı satırların aralığı (metin);
## $bare_retries, $bare_failed: korumasız satırın sayıları.
guards-title = { $regime ->
    [only] Korumasız: kesintiye { $bare_retries } tekrar, { $bare_failed } ileti ölü mektuba düşüyor
    [none-reach] Kesintiye korumasız da tekrar gitmiyor; ölü mektuba düşen ileti { $failed }
    [none-fail] { $what } kesintiye { $bare_retries } yerine { $retries } tekrar gidiyor ve hiçbir ileti ölü mektuba düşmüyor
    [more-fail] { $what } kesintiye { $bare_retries } yerine { $retries } tekrar gidiyor, ama { $bare_failed } yerine { $failed } ileti ölü mektuba düşüyor
    [fewer-fail] { $what } kesintiye { $bare_retries } yerine { $retries } tekrar gidiyor; ölü mektuba düşen ileti { $bare_failed } yerine { $failed }
   *[no-bare] Kesintiye giden tekrar { $retries }, ölü mektuba düşen ileti { $failed }
  }
## $guards: budgets | breakers
guards-what = { $guards ->
    [budgets] Tekrar bütçeleriyle
   *[breakers] Kesicilerle
  }
## A panel: $row: satırın adı; $retries_n, $failed_n: sayılar; $tail: toparlanma (metin).
guards-panel = { $row }: kesintide { $retries_n } tekrar, { $failed_n } ileti ölü mektuba düştü, { $tail }

## retry-budget: deneme bütçesi (eşik) ile zaman bütçesi (süre sınırı), ayrı ve birlikte.
## $series: count | time | both; $threshold: eşik (deneme); $budget: süre sınırı (metin).
budget-series = { $series ->
    [count] yalnız { $threshold } deneme
    [time] yalnız { $budget } süre
   *[both] ikisi birden (etiket: durduran sınır)
  }
budget-gave-up-label = { $value }, vazgeçti
budget-unlimited = sınırsız
## $stop: threshold | time | gave-up
budget-stop = { $stop ->
    [threshold] eşik
    [time] süre
   *[gave-up] vazgeçti
  }
## $regime: capped | never; $slowest: yalnız eşikle en uzun süre; $both_max: ikisiyle en uzun.
budget-title = { $regime ->
    [capped] Yalnız { $threshold } deneme sınırı { $slowest } sürebiliyor, { $budget } süre sınırı eklenince en çok { $both_max }
   *[never] { $threshold } deneme sınırı en geç { $slowest } içinde durduruyor, { $budget } süre sınırına hiç varılmıyor
  }
budget-caption-bars = Sütunlar ilk hatadan vazgeçmeye kadar geçen süre; eksen süre sınırının iki katında bitiyor, daha uzun süren ya da hiç durmayan deneme üstü kırık sütun.
## $names: çizelgelerin listesi.
budget-caption-endless = Yalnız süre sınırı { $names } için denemeyi hiç durdurmuyor (sınırsız).
budget-stops-part = { $stop ->
    [threshold] { $names } eşikte
    [time] { $names } sürede
   *[gave-up] { $names } kendi sınırında vazgeçiyor
  }
budget-caption-own = Yalnız { $threshold } deneme sınırıyla da { $names } eşiğe varmadan kendi sınırında vazgeçiyor.
## $stops: budget-stops-part'ların listesi.
budget-caption-stops = İkisi birlikteyken hangisi önce dolarsa o durduruyor: { $stops }.
budget-caption-same = Yalnız { $budget } süre sınırı her çizelgeyi ikisi birden ile aynı anda durduruyor, o yüzden ayrı sütunu yok.
budget-x = çizelge
budget-y = vazgeçene kadar geçen süre

## visibility-backoff: bekleme tüketicide mi, kuyrukta mı (ders 004.4).
## $placement: hold | requeue; $named: yes | no; $policy: adlı politikanın adı.
vis-place = { $placement ->
    [hold] tüketicide
   *[requeue] kuyrukta
  }
## $regime: one-twice | one-dead | one-once | all-twice | some-twice | all-dead | some-dead | all-once;
## $times: twice | several; $total, $twice, $dead: sayılar; $place, $system: metin.
vis-title = Bekleme { $place }{ $system }: { $regime ->
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
vis-how = { $placement ->
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
vis-visibility = { $expired ->
    [yes] ; { $vt } görünmezlik süresi dolunca boştaki tüketiciler aynı iletiyi alıyor
   *[no] ; hiçbir tüketici iletiyi { $vt } görünmezlik süresinden uzun tutmuyor
  }
## $held: ileti tutarak uyunan toplam süre (metin) ya da boş; $sleeps: yes | no.
vis-sleep = { $sleeps ->
    [yes] tüketiciler toplam { $held } ileti tutarak uyuyor
   *[no] hiçbir tüketici ileti tutarak uyumuyor
  }
## $outage: bağımlılığın kapalı kaldığı süre; $how, $visibility, $sleep: yukarıdakiler;
## $limit: adlı politikanın notu; $partial: grafikte ilk iletiler notu (ikisi de boş olabilir).
vis-caption = Bağımlılık ilk { $outage } boyunca her çağrıyı reddediyor. { $how }{ $visibility }: { $deliveries } teslim, { $duplicates } çift işlem, { $sleep }.{ $limit }{ $partial }
vis-partial = Grafikte ilk { $messages } ileti var.
vis-line = { $expired ->
    [yes] görünmezlik süresi { $vt } doldu
   *[no] görünmezlik süresi { $vt }
  }
vis-recovered = bağımlılık kapalıydı, düzeldi
vis-x = zaman

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
## $regime: same | two | lowers; $source: wave-source; $bucket: kova (ms); $most/$least: en çok
## ve en az yığılan çizelge, $most_peak/$least_peak onların en yoğun kovası.
wave-title = { $regime ->
    [same] { $source }: her çizelgede en yoğun { $bucket } ms'de { $most_peak } istek
    [two] { $source }: en yoğun { $bucket } ms { $most } ile { $most_peak } istek, { $least } ile { $least_peak } istek
   *[lowers] { $source }: sarsıntı en yoğun { $bucket } ms'yi { $most_peak } istekten { $least_peak } isteğe indiriyor
  }
## $kind: jitter | named (en çok yığılan bir sarsıntı çizelgesi mi, gerçek bir sistem mi).
wave-caption = { $consumers } tüketici aynı anda hata alıp { $attempts } kez yeniden deniyor. { $kind ->
    [jitter] { CAPITALIZE($most) } çizelgede
   *[named] { $most } ile
  } istekler { $buckets } kovaya yığılıyor (en yoğunu { $most_peak } istek); { $least } ile en yoğun kova { $least_peak } istek.
wave-log-axis = Zaman ekseni log ölçekli (istek ekseni doğrusal: bir tepenin boyu istek sayısı); ilk { $bucket } ms'deki istekler sol kenarda.
wave-equal = Eşit sarsıntı beklemenin yarısını sabit tutuyor: istekler { $buckets } kovaya yayılıyor, en yoğunu { $peak } istek
wave-beside = { $schedule } { $buckets } kova, en yoğunu { $peak }
wave-decorrelated = İlişkisiz sarsıntının son isteği { $last } sonra gidiyor.
## $log: yes | no
wave-x = { $log ->
    [yes] zaman (log)
   *[no] zaman
  }
wave-y = { $bucket } ms kovasındaki istek

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
## Başlıkta bir satırın sonucu: $crashes, $stuck: sayılar.
poison-counter-fate-crashes = { $crashes ->
    [0] süreç ölümü yok
   *[other] { $crashes } süreç ölümü
  }
poison-counter-fate-stuck = { $stuck } ileti takılı
## Açıklamada bir satırın hikâyesi: $starts, $crashes, $processed, $dead, $remaining: sayılar;
## $catch: yes | no (sayaç hata bloğunda ve süreç çöküyor).
poison-counter-story = süreç { $starts } kez başlıyor, { $crashes ->
    [0] hiç çökmüyor
   *[other] { $crashes } kez çöküyor
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
## $regime: none | instead | never | crashes; $before: doğrulamasız en çok çöküş, $now: doğrulamalı.
poison-counter-tail = { $regime ->
    [none] hiçbir satırda çöküş yok
    [instead] { $before } yerine { $now } çöküş
    [never] süreç hiç çökmüyor
   *[crashes] { $now } çöküş
  }
## $killers: yes | no (bozuk ileti var mı); $tail: poison-counter-tail.
poison-counter-title-validated = { $killers ->
    [yes] Doğrulama bozuk iletiyi işten önce ölü mektuba yolluyor
   *[no] Bozuk ileti yok
  }: { $tail }
## $killers: yes | no; $names: süreci öldüren iletiler (poison-counter-messages); $threshold: eşik.
poison-counter-lead = { $killers ->
    [no] Hiçbir ileti süreci öldürmüyor
   *[yes] { CAPITALIZE($names) } işlenirken tüketici süreci ölüyor (ölü mektup eşiği: { $threshold } teslim)
  }
## $lead: poison-counter-lead; $stories: satırların hikâyeleri.
poison-counter-caption-validated = { $lead }. Gövde işten önce doğrulanıyor: { $stories }.
## $crashes: doğrulamasız en çok çöküş; $stuck: en çok takılı kalan ileti.
poison-counter-caption-both = { $lead }. Doğrulamasız süreç en çok { $crashes } kez çöküyor{ $stuck ->
    [0] {""}
   *[other] , { $stuck } ileti takılı kalıyor
  }; gövde işten önce doğrulanınca { $stories }.
## $caption: yukarıdaki açıklama.
poison-counter-caption-lives = { $caption } Her satır bir süreç ömrü (aynısını yapan ardışık ömürler tek satır); kutular o ömürdeki teslimler, sırayla: ileti ve teslimden sonraki sayaç.
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
## capped | fixed | immediate | named; $attempt: deneme (metin); $wait: bekleme (metin); $name: politika.
backoff-schedules-fragment = { $kind ->
    [exponential] üstel bekleme { $attempt }. denemede { $wait }
    [capped-held] tavanlı üstel { $wait } ile sınırlı
    [capped] tavanlı üstel { $attempt }. denemede { $wait }
    [fixed] sabit her denemede { $wait }
    [immediate] anında hiç beklemiyor
   *[named] { $name } { $attempt }. denemede { $wait }
  }
## $immediate: yes | no; $rows: deneme sayısı (metin); $totals: çizelgelerin toplam beklemesi.
backoff-schedules-waits-caption = Her çizgi bir çizelgede denemeden önceki bekleme{ $immediate ->
    [yes] {" "}(anında yeniden deneme sıfırda: hiç beklemiyor)
   *[no] {""}
  }. { $rows } denemenin toplam beklemesi: { $totals }.
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
## Bütçe grafiğinde bir çizginin sonu: $end: endless | gave-up | stopped; $names: hiç durmayan
## çizelgeler; $n: deneme sayısı.
backoff-schedules-end = { $end ->
    [endless] { $names }: hiç durmuyor, sayım { $n } denemede kesildi
    [gave-up] { $n } denemede vazgeçti
   *[stopped] { $n } deneme
  }
## $budget: bütçe; $object: backoff-schedules-object; $elapsed: süre; $n: deneme sayısı.
backoff-schedules-title-endless = { $budget } bütçe { $object } durdurmuyor: { $elapsed } içinde { $n } deneme
## $most, $least: en çok ve en az deneme sığdıran çizelge; $most_n, $least_n: sayıları.
backoff-schedules-title-fits = { $budget } bütçeye { $most } { $most_n } deneme sığdırıyor, { $least } yalnız { $least_n }
backoff-schedules-title = { $budget } bütçeye sığan denemeler
## $name: çizelge; $n: deneme sayısı.
backoff-schedules-fit = { $name } için { $n }
backoff-schedules-budget-caption = Her çizgi ilk hatadan beri yapılan deneme sayısı (log ölçek).
## $fits: backoff-schedules-fit'lerin listesi.
backoff-schedules-fits = { $budget } bütçeye sığan deneme { $fits }
backoff-schedules-endless = { $name } bütçeye varmadan { $elapsed } içinde { $n } denemeye ulaşıyor ve sayım orada kesiliyor
backoff-schedules-budget-line = bütçe { $budget }
backoff-schedules-budget-x = ilk hatadan beri geçen süre
backoff-schedules-budget-y = yapılan deneme

## outage-guards present.rs: the table's and the charts' other words. $budget: none | aws |
## grpc | token-bucket (ASCII in the text table, as the other lesson 004 tables).
guards-budget-text = { $budget ->
    [none] yok
    [aws] AWS kotasi
    [grpc] gRPC kisma
   *[token-bucket] jeton kovasi
  }
## $breaker: none | consecutive
guards-breaker-text = { $breaker ->
    [none] yok
   *[consecutive] ardisik
  }
guards-breaker-consecutive = ardışık hata kesicisi
guards-capped-text = ustel + tavan
guards-head-backoff = bekleme
guards-head-budget = butce
guards-head-breaker = kesici
guards-head-calls = cagri
guards-head-outage-calls = kesintide cagri
guards-head-outage-retries = kesintide tekrar
guards-head-retries-refused = reddedilen tekrar
guards-head-dead-letters = olu mektup
guards-head-processed = islenen
guards-head-opened = acilma
guards-head-recovery = toparlanma ms
guards-head-given-up = vazgecilen
## A comparison of backoffs. $name: a row's name; $recovery: its recovery time.
guards-recovers-last-in = { $name } en geç toparlanıyor ({ $recovery })
## $gives_up: yes | no; $limit: the worst row's retry limit; $failed: its dead-lettered messages;
## $recovery: guards-recovers-last-in.
guards-backoffs-title = { $name }{ $gives_up ->
    [yes] {" "}{ $limit } tekrarda vazgeçiyor:
   *[no] {""}
  } { $failed } ileti ölü mektuba düşüyor; { $recovery }
guards-backoffs-title-none = Hiçbir ileti ölü mektuba düşmüyor; { $recovery }
## The calls chart's title. $fast, $slow: rows' names; $fast_recovery, $slow_recovery.
guards-calls-same = Her satır kesintiden { $recovery } sonra toparlanıyor
guards-calls-backoff = Toparlanmayı bekleme belirliyor: { $fast } { $fast_recovery }, { $slow } { $slow_recovery }
## $breaker: a row's name; $lasts: the outage; $open: how long the breaker stays open.
guards-open-longer = { $breaker } kesinti { $lasts } sürerken { $open } açık kalıyor
guards-recovers-last = { $name } en geç toparlanıyor
## $why: guards-open-longer or guards-recovers-last.
guards-calls-breakers = { $why }: toparlanma { $slow_recovery } ({ $fast }: { $fast_recovery })
## $calls: the calls during the outage (a span).
guards-calls-short = Kesinti { $lasts } sürüyor: bağımlılığa kesintide { $calls } çağrı gidiyor
## $bare_peak: the unguarded row's busiest second; $peaks: the budgets' (a span).
guards-calls-budgets = Kesintide saniyede en çok { $bare_peak } çağrı yerine { $peaks }: bütçeler yükü ilk denemelere indiriyor
guards-calls-peak = Kesintide saniyede en çok { $peaks } çağrı
## The outcome chart's caption. $from, $until: the outage; $arrivals: iletiler in it;
## $consumers; $receives: the most receives of a message.
guards-outcome-caption = Bağımlılık { $from } ile { $until } arasında çalışmıyor; bu sürede { $arrivals } ileti geliyor ({ $consumers } tüketici, ileti başına en çok { $receives } alım).
## $list: rows with their counts (a list).
guards-refused = Bütçenin reddettiği tekrarın isteği o an başarısız olur, ileti ölü mektuba gider. Reddedilen tekrar: { $list }.
guards-given-up = Adı verilen sistemler kendi beklemeleri ve tekrar sınırlarıyla çalışıyor; sınırı dolan istekten sistem o an vazgeçiyor. Vazgeçilen: { $list }.
## $name: a row's name; $times: how often its breaker opened.
guards-opened-times = { $name } { $times } kez
guards-opened = Kesici açıkken iletiler kuyrukta dokunulmadan bekler. Açılma: { $list }.
guards-recoveries = Toparlanma: { $list }.
guards-outcome-y = tekrar / istek
## A panel's tail: no message waiting, or the recovery.
guards-tail-none = kesinti bitince bekleyen ileti yok
guards-tail-recovery = toparlanma { $recovery }
guards-calls-caption = Her panel bir satırın bağımlılığa saniyede giden çağrısı (gri bant: kesinti). Toparlanma, kesintinin bitişinden ({ $until }) o ana kadar gelmiş son iletinin işlenmesine ya da ölü mektuba düşmesine kadar geçen süre.
guards-time-x = zaman
guards-calls-y = saniyedeki çağrı

## visibility-backoff: yerleşim tablosu (ASCII) ve zaman çizelgesinin satırları.
## $column: placement | deliveries | calls | completions | duplicates | peak | holding | makespan | dead
vis-column = { $column ->
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
vis-placement-label = { $placement ->
    [hold] tuketicide bekle
   *[requeue] kuyrukta bekle
  }
## $n: iletinin sırası (metin).
vis-message-lane = ileti { $n }
## $n: kopyanın sırası (metin).
vis-copy-lane = { $n }. kopya
## $c: tüketici (metin).
vis-consumer = tüketici { $c }
## Adlı politikanın beklemeleri ve sınırı (açıklama, baştaki boşlukla). $policy: politikanın adı;
## $first, $second: ilk ve ikinci yeniden denemeden önceki bekleme; $limit: one | other | unlimited;
## $max: yeniden deneme sınırı (metin); $gave_up: none | once | more; $times: bırakılan ileti (metin);
## $dead: ölü mektup (metin); $messages: one | other.
vis-limit = {" "}{ $policy } ilk yeniden denemeden önce { $first }, ikinciden önce { $second } bekliyor{ $limit ->
    [unlimited] {" "}ve yeniden denemeyi hiç bırakmıyor
    [one] {" "}ve en çok { $max } kez yeniden deniyor
   *[other] {" "}ve en çok { $max } kez yeniden deniyor
  }{ $gave_up ->
    [none] {""}
    [once] ; 1 kez son deneme de başarısız olunca tüketici iletiyi bıraktı
   *[more] ; { $times } kez son deneme de başarısız olunca tüketici iletiyi bıraktı
  }; ölü mektup kuyruğunda { $dead } { $messages ->
    [one] ileti.
   *[other] ileti.
  }

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
queue-drain-title = Başarım testi: { $messages } ileti { $consumers } tüketiciyle { $end } içinde boşalıyor
## Sayılar metin: $poison_mod, $crashes, $max_deliveries, $dead, $processed, $deliveries; $last_ack: son onay anı.
queue-drain-caption = Başarım ölçütü, ders içeriği değil. Her { $poison_mod }. ileti tüketiciyi öldürüyor: { $crashes } süreç ölümü; zehirli mesajlar { $max_deliveries } teslimden sonra ölü mektuba düşüyor ({ $dead } ölü mektup). { $processed } ileti işlendi ({ $last_ack } içinde), { $deliveries } teslim yapıldı.
queue-drain-x = zaman
queue-drain-y = işlenen ileti (toplam)
