# Sözlük: dersin terimleri (bir kavram, bir terim) ve birimli sayılar.
# Terimler (-ad) cümlelerde kullanılır; Türkçe hâl ekleri terimin varyantlarından gelir.

-kira = { $case ->
   *[nom] kira
    [acc] kirayı
    [gen] kiranın
    [dat] kiraya
    [loc] kirada
  }
-im = { $form ->
   *[mid] im
    [start] İm
    [acc] imi
    [abl] imden
  }

## Sözlüğün terimleri (src/report/glossary.rs'deki TERMS: her kavramın anahtarı, rengi ve imi
## orada; sözcüğü burada, `term-<anahtar>` adıyla).

## Sarsıntı çizelgeleri (004.3).
term-jitter-none = sarsıntısız
term-jitter-full = tam sarsıntı
term-jitter-equal = eşit sarsıntı
term-jitter-decorrelated = ilişkisiz sarsıntı

## Bekleme süresi çizelgeleri (004.2).
term-backoff-immediate = anında
term-backoff-fixed = sabit
term-backoff-exponential = üstel
term-backoff-capped = üstel + tavan

## Bütçeler (004.4).
term-budget-count = deneme sınırı
term-budget-time = süre sınırı
term-budget-both = ikisi birden

## Kilit kipleri (000.5, 000.6).
term-lock-none = kilitsiz
term-lock-atomic = kira kilidi
term-lock-racy = atomik olmayan
term-store-acquire = kirayı atomik yazma
term-store-read = kirayı okuma
term-store-write = kirayı yazma

## Sabit hız ve sabit gecikme (000.4).
term-mode-rate = sabit hız
term-mode-delay = sabit gecikme
term-event-overlap = öncekisi sürerken başladı

## Ay sonu politikaları (000.2).
term-monthend-overflow = taşma
term-monthend-skip = atla
term-monthend-clamp = kelepçele

## Saat dilimi stratejileri (000.3).
term-tz-naive = yerel saate bakan
term-tz-compatible = dilim kuralıyla çeviren
term-tz-earlier = önceki
term-tz-later = sonraki
term-tz-reject = reddet
term-tz-utc = UTC
term-tz-cronie = cronie (Linux cron)
term-tz-missed = yerel saate bakan: koşum kaçar
term-tz-doubled = yerel saate bakan: iki kez tetiklenir

## Telafi politikaları (000.7).
term-catchup-none = telafisiz
term-catchup-all = telafili
term-catchup-capped = sınırlı telafi

## Çökme noktalarının sonuçları (001).
term-outcome-exact = doğru
term-outcome-rows-twice = çift yazılan satır
term-outcome-progress-back = bildirilmiş ilerleme geri gitti
term-outcome-lost = kayıp

## İptal kaynakları (001).
term-cancel-user = kullanıcı
term-cancel-timeout = süre sınırı
term-cancel-shutdown = kapanma
term-cancel-lease = kira doluyor
term-cancel-ignored = yok sayıldı
term-job-first = ilk koşum
term-job-resumed = sürdürülen koşum
term-cancel-latency = im görülene kadar
term-cancel-killed = öldürüldü
term-lease-overrun = kira bittikten sonra çalışma

## Döngüye dönmek (001).
term-yield-yes = döngüye dönen iş
term-yield-no = hiç dönmeyen döngü

## Sayacın yeri ve doğrulama (004.1, 004.4).
term-counter-on-catch = hata yakalanınca
term-counter-on-delivery = teslim anında
term-counter-validated = doğrulama ile
term-life-crashed = çöken süreç
term-life-exited = temiz çıkan süreç
term-event-stuck = takılı kalan iletiler
term-delivery-processed = işlendi
term-delivery-crashed = süreç ölümü
term-delivery-dead = ölü mektup
term-delivery-rejected = doğrulamada ölü mektup

## Beklemenin yeri (004.4).
term-placement-hold = tüketicide bekle
term-placement-requeue = kuyrukta bekle
term-copy-first = tüketicide: ilk kopya
term-copy-second = tüketicide: ikinci kopya
term-copy-more = tüketicide: üçüncü ya da sonraki kopya
# Hiçbir iletinin ikinci kopyası olmayan bir şekil: numaralanacak bir şey yok.
term-copy-only = tüketicide çalışıyor
term-copy-queued = kuyrukta bekliyor

## Devre kesici (004.4).
term-breaker-off = kesicisiz
term-breaker-on = devre kesici
term-breaker-polly = Polly v8
term-breaker-resilience4j = resilience4j
# Brooker'ın çekişme deneyi (004.3 ya olsaydı): hiç beklemeyen çizelge.
term-backoff-none = geri çekilmesiz

## İşçi havuzları (005).
term-pool-mean = ortalama bekleme
term-pool-p95 = p95 bekleme
term-pool-ccdf = bekleyen payı
term-pool-queue = kuyruktaki ileti
term-pool-theory = kuram
term-service-deterministic = sabit süre
term-service-exponential = üstel süre
term-service-lognormal = ağır kuyruklu süre

## Kesintide deneme bütçeleri ve kesici türleri (issue 13).
term-guard-retries = kesintiye giden tekrar
term-guard-failed = ölü mektuba düşen ileti
term-guard-calls = bağımlılığa giden çağrı

## Zaman çizelgesi rolleri: bir aralığın ya da imin ne olduğu.
term-run = koşum
term-run-late = gecikmeli koşum
term-run-failed = hata veren koşum
term-run-catchup = telafi koşumu
term-lease = kira
term-pause = duraklama
term-wait = bekleme
term-work = iş
term-work-duplicate = ikinci kopya
term-event-skipped = atlandı
term-event-no-run = o ay koşum yok
term-event-crashed = çöktü
term-event-expired = kira bitti
term-event-takeover = devralma
term-event-accepted = bayat yazma kabul
term-event-rejected = bayat yazma ret
term-event-done = bitti
term-event-dead = ölü mektup
term-event-cancel = iptal imi
term-event-alert = uyarı
term-event-released = kira bırakıldı
# Bir koşumun üçüncü (ya da sonraki) kopyası: ikinciden fazlası.
term-work-extra = fazladan kopya

## Çizim alanındaki imler.
term-mark-outage = kesinti
term-mark-limit = sınır
term-mark-event = olay
term-mark-two-holders = iki sahip

## Gerçek sistemlerin adlı yeniden deneme politikaları (004-frameworks): sistem adları olduğu gibi kalır.
term-system-sidekiq = Sidekiq
term-system-oban = Oban
term-system-temporal = Temporal
term-system-bullmq = BullMQ
term-system-celery = Celery
term-system-aws-standard = AWS standard
term-system-grpc-connect = gRPC connect
term-system-gcs = GCS
term-system-river = River

## İşleri hata verip yeniden denenen işçi havuzları (005 + issue 13).
term-pool-retries = ek deneme
term-pool-dead = ölü iş

## Hata veren çağrı ile tekrarı arasındaki deneme bütçeleri (issue 13).
term-budget-none = bütçe yok
term-budget-aws = AWS tekrar kotası
term-budget-grpc = gRPC kısma
term-budget-envoy = Envoy
term-budget-finagle = Finagle
term-budget-token-bucket = jeton kovası
term-pool-sojourn-mean = sistemde kalma, ort.
term-pool-sojourn-p95 = sistemde kalma, p95

## Düz sözcükler: derslerin kendi sözcükleri.
term-message = ileti
term-poison-message = zehirli mesaj
term-consumer = tüketici
term-dead-letter = ölü mektup
term-dead-letter-queue = ölü mektup kuyruğu
term-visibility-timeout = görünmezlik süresi
term-delivery = teslim
term-clamp = kelepçelemek
term-lease-lock = kira kilidi
term-fencing-token = çit jetonu
term-token = jeton
term-token-bucket = jeton kovası
term-jitter = sarsıntı
term-reprocessing = yeniden işleme
term-retry = yeniden deneme
term-backoff = bekleme süresi
term-retry-budget = deneme bütçesi
term-time-budget = zaman bütçesi
term-interval = aralık
term-circuit-breaker = devre kesici
term-chunk = parça
term-word-run = koşum
term-missed-run = kaçırılan koşum
term-worker = işçi
term-run-end = benzetim sonu

## Sayfa sözcükleri.
term-page-experiment = dersin deneyi
term-page-mechanism = dersin anlattığı düzenek
term-page-what-if = ya olsaydı
term-page-real-systems = gerçek sistemler
term-page-extension = ek
term-page-core = ders şekli
term-page-reference = başvuru
term-page-program-output = programın çıktısı
term-page-table = tablo
term-page-data = veri
term-page-reproduce = yeniden üret
term-page-lessons = dersler
term-page-contents = içindekiler
term-page-others = diğerleri
term-page-yes = evet
term-page-no = hayır

## Birimli sayılar: $n sayı olarak verilir (çoğul kategorisi ondan seçilir).

unit-writes = { $n } yazma
unit-records = { $n } kayıt

## Dersin "aralık"ı (000: kaçırılan her aralık), hâl ekleriyle.
-aralik = { $case ->
   *[nom] aralık
    [gen] aralığın
    [acc] aralığı
  }

## Bir liste: `a, b ve c` ($rest: sondan öncekiler virgülle, $last: sonuncusu).
list-and = { $rest } ve { $last }

## Bu baskının adı, kendi dilinde (diğer baskının sayfasından buraya bağlantı).
edition-name = Türkçe

## Bir zaman çizelgesinde üst üste binen koşumların şeritleri: $name: şeridin adı; $lane: şerit
## (1 = ikinci); $more: "+" son şeritte daha fazlası varsa.
fleet-overlapping-lane = { $lane ->
    [1] { $name }, üst üste{ $more }
   *[other] { $name }, üst üste { $lane }{ $more }
  }

## Bir ayın kısa adı (zaman ekseninde): $month: 1–12.
month-short = { $month ->
    [1] Oca
    [2] Şub
    [3] Mar
    [4] Nis
    [5] May
    [6] Haz
    [7] Tem
    [8] Ağu
    [9] Eyl
    [10] Eki
    [11] Kas
   *[12] Ara
  }

## Bir ayın adı: $month: 1–12.
month-long = { $month ->
    [1] Ocak
    [2] Şubat
    [3] Mart
    [4] Nisan
    [5] Mayıs
    [6] Haziran
    [7] Temmuz
    [8] Ağustos
    [9] Eylül
    [10] Ekim
    [11] Kasım
   *[12] Aralık
  }
## Bir haftanın gününün kısa adı: $weekday: 0 (pazar)–6.
weekday-short = { $weekday ->
    [0] Paz
    [1] Pzt
    [2] Sal
    [3] Çar
    [4] Per
    [5] Cum
   *[6] Cmt
  }
## Bir sarsıntı çizelgesinin etiketi (dersin yazımıyla): $schedule: none, full, equal, decorrelated.
jitter-label = { $schedule ->
    [none] sarsintisiz
    [full] tam sarsinti
    [equal] esit sarsinti
   *[decorrelated] iliskisiz sarsinti
  }
## Bir kilit kipinin satır etiketi: $mode: unlocked, locked, non_atomic.
lock-label = { $mode ->
    [unlocked] kilitsiz
    [locked] kilitli
   *[non_atomic] atomiksiz
  }

## The duration units (a number, then one of these), smallest first.
duration-ms = ms
duration-s = s
duration-min = dk
duration-h = sa
duration-d = gün
