# The lab's own words: refusals and notes of `jobsim serve`.

lab-stopped = Bu koşum laboratuvarın { $seconds } saniyelik zaman bütçesini aştı ve durduruldu: parametreleri küçültün ya da komut satırında çalıştırın: { $command }
lab-too-many-title = çok fazla istek
lab-too-many = Çok fazla istek: bir istemciden { $seconds } saniyede en çok { $rate } istek; biraz bekleyip sayfayı yenileyin.
lab-busy-title = meşgul
lab-busy = Laboratuvar meşgul: bir adres için aynı anda en çok { $runs } çalıştırma bekler ya da çalışır; sizin kuyruğunuz ya da laboratuvarınki dolu. Biraz sonra yeniden deneyin.
lab-chart-too-large = Bu grafik { $marks } öğe çizerdi; laboratuvar bir grafikte en çok { $max } öğe çizer. Parametreleri küçültün ya da grafiği komut satırında çizin: { $command } --out çıktı

## Pages and controls
lab-home = jobsim laboratuvarı
lab-intro = Dersin her deneyi, parametreleri değiştirilebilir: bir denetimi oynatın, grafik, başlık ve tablo yeni parametrelerle yeniden hesaplanır. Her durumun bağlantısı paylaşılabilir.
lab-lesson = Ders
lab-appendix = Ek
lab-unit-min = dk
lab-unit-h = sa
lab-unit-d = gün
lab-new-seed = yeni tohum
lab-seed-help = rastgele sayıların tohumu: aynı tohum, aynı sonuç
lab-run = çalıştır
lab-defaults = varsayılana dön
lab-more-rows = { $rows } satır daha: tamamı CSV'de
lab-csv-columns = CSV sütunları
lab-copy = komutu kopyala
lab-link = bu durumun bağlantısı
# $list: the lab-sized keys as HTML code elements.
## The live book's static pages (src/lab/book.rs): before its module is ready, and without script.
lab-live-waiting = Sayfanın modülü yükleniyor: denetimler hazır olunca açılır. Aşağıdaki şekiller dersin koşusu.
lab-live-noscript = Denetimler JavaScript ile çalışır: bu tarayıcıda kapalı. Aşağıdaki şekiller dersin koşusu; aynı koşu komut satırında da yapılabilir.
lab-size = Laboratuvar boyutu: { $list } (dersin grafiklerinden küçük, yanıt bir saniyenin altında kalsın diye); denetimden değiştirebilirsiniz.

## Refusals
lab-not-found = bulunamadı
lab-no-scenario = { $path } adresinde yerleşik senaryo yok
lab-no-chart = { $stem } senaryosunda `{ $chart }` adlı grafik yok
lab-no-page = böyle bir sayfa yok
lab-too-long = çok uzun
lab-url-too-long = Adres çok uzun: en çok { $max } bayt.
lab-not-allowed = izin yok
lab-get-and-head = Yalnızca GET ve HEAD istekleri yanıtlanır.

## The sweep panel
lab-sweep-seeds = tohum sayısı
lab-sweep-title = Tarama: bir parametreyi değiştir
lab-sweep-param = parametre
lab-sweep-values = değerler
lab-sweep-placeholder = 100..2000 ya da 1,2,5
lab-sweep-steps = adım
lab-sweep-metric = ölçü
lab-sweep-first = (ilk sayısal sütun)
lab-sweep-start = taramayı başlat
lab-sweep-stop = durdur
lab-sweep-status = En çok { $runs } koşu (değer × tohum).

## The replay panel
# $list: the replay-sized keys as HTML code elements.
lab-replay-small = Oynatma küçük bir koşuyla: { $list } (izlenebilsin diye; yukarıdaki parametreler de geçerli).
lab-replay-aria = olay oynatma
lab-replay-title = Olayları oynat
lab-replay-back = bir olay geri
lab-replay-play = oynat / duraklat
lab-replay-step = bir olay ileri
lab-replay-run = koşu
lab-replay-speed = hız
lab-replay-clock = sanal saat
# $trace: the command, as HTML code.
lab-replay-help = boşluk: oynat/duraklat · ←/→: bir olay · Home/End: baş/son · zaman eksenli grafikte kırmızı çizgi o an · satırlar { $trace } ile aynı

## Parameters a page does not offer
lab-inert-lease-lock = bu deneyde sonucu değiştirmez: bütün süreçler aynı anda, bir kez başlıyor, kirayı süresi dolduktan sonra isteyen yok.

## Bir denetimin geçerli değerleri, yardımının altında. $kind: int | ints | float | bool | bools |
## choice | choices | instant | zones | tables | text; $min, $max: aralık (metin); $names: adlar.
lab-valid = { $kind ->
    [int] { $min }..={ $max }
    [ints] her biri { $min }..={ $max }, tekrarsız
    [float] { $min }..={ $max }
    [bool] `true`, `false`
    [bools] `true`, `false`; tekrarsız
    [choice] şunlardan biri: { $names }
    [choices] şunlardan biri ya da birkaçı: { $names }; en az bir, tekrarsız
    [instant] `YYYY-MM-DDTHH:MM:SSZ`
    [zones] IANA adları (gömülü tz veritabanı), tekrarsız
    [tables] anlamına bakın
   *[text] herhangi bir metin
  }

## Oynatma ve tarama panellerinin retleri
lab-replay-bad-key = oynatma: `{ $key }` 0..={ $max } aralığında bir tam sayı olmalı (verilen: `{ $got }`)
lab-replay-no-scope = oynatma: `{ $scope }` adlı alt koşu yok (alt koşular: `{ $scopes }`)
lab-sweep-no-key = tarama: değiştirilecek parametreyi verin (`key`)
lab-sweep-not-param = tarama: `{ $key }`, `{ $stem }` senaryosunun parametresi değil (parametreler: `{ $list }`)
lab-sweep-bad-values = tarama: `values` A ≤ B olan `A..B` (sayılar ya da `1s..5s` gibi birimli süreler), `A..B..ADIM` ya da bir liste olmalı (verilen: `{ $got }`)
lab-sweep-bad-key = tarama: `{ $key }` 0..={ $max } aralığında bir tam sayı olmalı (verilen: `{ $got }`)
lab-sweep-too-many = tarama: { $runs } koşu ({ $values } değer × { $seeds } tohum); laboratuvar en çok { $max } koşu yapar: daha azını seçin ya da `jobsim sweep` kullanın
lab-sweep-no-chart = tarama: { $why }

## Kitabın dışındaki senaryolar: başarım çapaları
lab-anchor-queue-drain = Başarım çapası: 10.000 ileti, 200 tüketici, her 97. ileti zehirli
lab-anchor-retry-storm = Başarım çapası: 1000 tüketici, kova başına 50 istek kabul, tam sarsıntılı yeniden denemeler

## Oynatmanın durum paneli: her durumun adı (indirgeyicilerin anahtarları)
lab-state-arrived = gelen
lab-state-at = an
lab-state-believe-they-hold = kirayı tuttuğunu sanan
lab-state-believe-they-hold-max = aynı anda kirayı tuttuğunu sanan en çok
lab-state-breaker = devre kesici
lab-state-cancel-signals = iptal imleri
lab-state-cancelled = iptal edildi
lab-state-chunks = parçalar
lab-state-closed = kapanma
lab-state-crashed = çöken
lab-state-crashes = çökmeler
lab-state-dead-letters = ölü mektuplar
lab-state-expires-at-ms = kiranın bitişi (ms)
lab-state-failed-calls = başarısız çağrılar
lab-state-finished = biten
lab-state-first-failures = ilk hatalar
lab-state-holder = kira sahibi
lab-state-holding = tutan
lab-state-lease-expired = kira süresi doldu
lab-state-open-until-ms = açık kalacağı an (ms)
lab-state-opened = açılmalar
lab-state-outcome = sonuç
lab-state-paused = duraklayan
lab-state-percent = yüzde
lab-state-probes = yoklamalar
lab-state-processed = işlenen
lab-state-queue-length = kuyruk uzunluğu
lab-state-queue-length-max = en uzun kuyruk
lab-state-receives = alımlar
lab-state-refused-polls = geri çevrilen yoklamalar
lab-state-retries-in-last-second = son saniyedeki yeniden denemeler
lab-state-retries-rejected = reddedilen yeniden denemeler
lab-state-retries-scheduled = planlanan yeniden denemeler
lab-state-retries-waiting = bekleyen yeniden denemeler
lab-state-running = koşan
lab-state-running-max = aynı anda en çok koşan
lab-state-runs = koşumlar
lab-state-sigterm = SIGTERM
lab-state-skipped = atlanan
lab-state-stale-writes-accepted = kabul edilen bayat yazmalar
lab-state-stale-writes-rejected = reddedilen bayat yazmalar
lab-state-starts = başlatmalar
lab-state-stored-status = kayıtlı durum
lab-state-stuck = takılan
lab-state-token = çit jetonu
lab-state-workers = işçiler

## Oynatmanın durum paneli: durumların sözcük olan değerleri (devre kesicinin durumu, işin
## kayıtlı durumu ve sonucu, evet ve hayır)
lab-state-id = ileti
lab-value-closed = kapalı
lab-value-open = açık
lab-value-half-open = yarı açık
lab-value-true = evet
lab-value-false = hayır
lab-value-completed = tamamlandı
lab-value-cancelled = iptal edildi
lab-value-running = çalışıyor
lab-value-done = bitti

## Betiklerin sözcükleri (`src/lab/assets/*.js`): sunucu sayfaya bir JSON sözlüğü olarak verir
## (`page::script_words`); `{ $ad }` `{ad}` olur, betik onu doldurur.
lab-js-locale = tr-TR
lab-js-decimal = ,
lab-js-run = koşu
lab-js-replay-refused = oynatma reddedildi
lab-js-no-state = Bu senaryonun durum görünümü yok: olay listesi.
lab-js-clock = { $time } · olay { $event } / { $total }
lab-js-sweep-refused = tarama reddedildi
lab-js-stopped = durduruldu
lab-js-stopped-at = durduruldu ({ $done } / { $of })
lab-js-configuration = yapılandırma { $i } / { $of } ({ $runs } koşu)
lab-js-drawing = grafik çiziliyor…
lab-js-swept = { $configurations } yapılandırma × { $seeds } tohum = { $runs } koşu
## A list control's chips (lab.js): the add button, and a chip's remove button's label.
lab-js-add = ekle
## The live book (live.js): a run past the page's time budget, a module that did not load.
lab-js-live-stopped = Bu koşum sayfanın { $seconds } saniyelik zaman bütçesini aştı ve durduruldu: parametreleri küçültün ya da aynı koşuyu komut satırında yapın.
lab-js-live-failed = Sayfanın modülü (jobsim.wasm) yüklenemedi; şekiller dersin koşusu olarak kalıyor. Modül web/build ile derlenir ve doğrudan açılan bir dosyadan değil, bir web sunucusundan yüklenir (örneğin kitabın klasöründe python3 -m http.server).
lab-js-remove = { $value } değerini kaldır
