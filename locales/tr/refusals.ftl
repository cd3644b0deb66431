# Bir senaryonun parametrelerinin reddi: komut satırı İngilizcesini, laboratuvar sayfasının dilini yazar.
# Her argüman yazıldığı gibi bir metindir (sayılar, aralıklar, adlar, değerler).

refusal-scenario = senaryo `{ $file }`: { $message }
refusal-override = `{ $text }` ayarı: { $message }
refusal-range = `{ $key }` { $min }..={ $max } aralığında olmalı (verilen: `{ $got }`)
# Birimli bir sürenin aralığı ve değeri ($min, $max, $got: `1ms`, `1h`, `1w`).
refusal-range-units = `{ $key }` { $min }..{ $max } aralığında olmalı (verilen: `{ $got }`)
refusal-one-of = `{ $key }` şunlardan biri olmalı: `{ $list }` (verilen: `"{ $got }"`)
refusal-one-of-hint = `{ $key }` şunlardan biri olmalı: `{ $list }` (verilen: `"{ $got }"`); `{ $hint }` mı demek istediniz?
refusal-empty-list = `{ $key }` en az bir değer listelemeli
refusal-twice = `{ $key }` `{ $value }` değerini iki kez listeliyor
refusal-unknown = bilinmeyen parametre `{ $key }` (parametreler: `{ $list }`)
refusal-unknown-hint = bilinmeyen parametre `{ $key }` (parametreler: `{ $list }`); `{ $hint }` mı demek istediniz?
refusal-list-commas = `{ $key }` bir liste: `{ $key }=[{ $items }]` yazın (`--vary` ile `{ $key }={ $text }` her satırda bir değer, `'{ $key }=[…],[…]'` her satırda bir liste koşar)
# $want: integer | integers | duration | number | bool | bools | text | texts | rules | rule; $kind: değerin türü.
refusal-type = `{ $key }` { $want ->
        [integer] bir tam sayı
        [integers] bir tam sayı listesi
        [duration] `{ $unit }` cinsinden bir tam sayı ya da birimli bir süre (`{ $syntax }`)
        [real-duration] `{ $unit }` cinsinden bir sayı ya da birimli bir süre (`{ $syntax }`)
        [number] bir sayı
        [bool] `true` ya da `false`
        [bools] bir `true`/`false` listesi
        [texts] bir metin listesi
        [rules] `name` ve `kind` alanları olan bir tablo listesi
        [rule] `name` ve `kind` alanları olan bir tablo
       *[text] bir metin
    } olmalı (verilen: { $kind ->
        [integer] bir tam sayı
        [number] bir sayı
        [boolean] bir mantıksal değer
        [date] bir tarih
        [list] bir liste
        [table] bir tablo
       *[text] bir metin
    } `{ $got }`)
refusal-required = `{ $key }` verilmeli
refusal-duration = `{ $key }`: { $message }
refusal-seed-required = `seed` verilmeli: `{ $model }` modeli rastgele sayı çekiyor
refusal-seed-unused = `seed` kullanılmıyor: `{ $model }` modeli rastgele sayı çekmiyor
refusal-lab-keys = bir laboratuvar isteği en çok { $max } parametre verebilir
refusal-lab-control = bir değer satır sonu ya da başka bir denetim karakteri içeremez
refusal-duration-syntax = `{ $text }` bir süre değil: `{ $unit }` cinsinden bir tam sayı ya da birimli bir süre yazın (`{ $syntax }`)
refusal-duration-months = `{ $text }`: ayların ve yılların uzunluğu değişir; gün (`30d`) ya da daha küçük birimler kullanın
refusal-duration-long = `{ $text }` çok uzun bir süre
refusal-duration-syntax-real = `{ $text }` bir süre değil: `{ $unit }` cinsinden bir sayı ya da birimli bir süre yazın (`{ $syntax }`)
refusal-duration-whole = `{ $text }`, `{ $unit }` cinsinden tam bir sayı değil

## Bir modelin parametreler arası denetimleri
refusal-product = `{ $a }` × `{ $b }` en çok { $max } olabilir (verilen: { $x } × { $y })
refusal-less-than = `{ $a }`, `{ $b }` değerinden küçük olmalı (verilen: { $x } ≥ { $y })
refusal-chunks = `total` / `chunk` en çok { $max } parça vermeli (verilen: { $total } / { $chunk } = { $n })
refusal-at-least = `{ $a }`, `{ $b }` değerinden küçük olamaz (verilen: { $x } < { $y })
refusal-retries-bound = `horizon_ms` / `retry_ms` en çok { $max } deneme verebilir (verilen: { $horizon } / { $retry })
# $base: bekleme dersin tavanlı üstel beklemesiyse (`base_ms` önemliyse) yes, değilse no.
refusal-calls = { $base ->
        [yes] koşum { $calls } çağrı yapabilir, en çok { $max } çağrıya izin var: `outage_ms` değerini kısaltın ya da `base_ms` veya `work_ms` değerini büyütün
       *[no] koşum { $calls } çağrı yapabilir, en çok { $max } çağrıya izin var: `outage_ms` değerini kısaltın ya da `work_ms` değerini büyütün
    }
refusal-bullmq-wait = `bullmq_attempts` = { $attempts } ve `bullmq_backoff` = "exponential" ile son yeniden deneme `bullmq_delay_ms` ({ $delay }) × 2^{ $power } ms bekler, 30 günden ({ $max } ms) uzun; `bullmq_attempts` ya da `bullmq_delay_ms` değerini küçültün
refusal-seed-backoff = `seed` verilmeli: `backoff` = "{ $name }" rastgele süreler bekliyor
refusal-seed-schedules = `seed` verilmeli: `schedules` listesindeki "{ $name }" rastgele süreler bekliyor
refusal-receives = `messages` × (`max_receives` + 1) en çok { $max } olabilir (verilen: { $messages } × { $receives })
refusal-visibility-work = `visibility_timeout_ms`, `work_ms` değerinden ({ $work }) büyük olmalı: yoksa ileti, çağrısı sürerken yeniden görünür (verilen: { $got })
refusal-chunk-type = `chunk` bir tam sayı ya da tam sayı listesi olmalı (verilen: `{ $got }`)
# $key: liste parametresi; liste öğelerini sayar.
refusal-list-length = `{ $key }` 1..={ $max } öğe listelemeli (verilen: { $n } öğe)
# $knobs: ders 001 koşumunun boyunu belirleyen parametreler.
refusal-work = { $knobs ->
        [runs] `total` / `chunk` ve `runs` ile
        [sources] `total` / `chunk` ve `sources` ile
        [variants] `total` / `chunk` ve `variants` ile
        [sizes] `total` ve `chunk` listesindeki boylarla
       *[probes] `total` × `record_ms`, `chunk` listesindeki boylar ve `probe_every_ms` ile
    } { $events } benzetim olayı gerekir; bir koşum en çok { $max } olay alabilir
refusal-recurrence-end = `rules[{ $rule }]` "{ $name }": `count` = { $count } olunca { $run }. koşum, jobsim'in hesapladığı son an olan { $last } sonrasına düşer (`count` en çok { $most } olsun)
refusal-span = `end`, `start` anından sonra ve en çok 400 gün ötede olmalı (verilen: "{ $start }" .. "{ $end }")
refusal-planned = `jobs[{ $job }].minutes`, `start` ile `end` arasında { $count } aralık planlıyor, en çok { $max } olabilir (verilen: { $days } gün boyunca her { $minutes } dakikada bir)
refusal-in-span = `{ $key }` [`start`, `end`) aralığında olmalı (verilen: "{ $got }")
refusal-queries = `query_at_ms` en çok { $max } an listeleyebilir (verilen: { $n })
# $got: yazıldığı gibi metin, tırnak içinde.
refusal-characters = `{ $key }` 1..={ $max } karakter olmalı (verilen: `{ $got }`)
# $guards: one (dersin devre kesicisi) | several (adlı çerçevelerin kesicileri de).
refusal-breaker-polls = { $guards ->
        [one] { $consumers } tüketici yoklarken devre kesici { $openings } kez açılabilir ({ $polls } geri çevrilen yoklama, en çok { $max }): `consumers` değerini küçültün ya da `open_ms` değerini büyütün
       *[several] { $consumers } tüketici yoklarken bir devre kesici { $openings } kez açılabilir ({ $polls } geri çevrilen yoklama, en çok { $max }): `consumers` değerini küçültün ya da `open_ms`, `polly_break_ms` veya `r4j_wait_open_ms` değerini büyütün
    }
refusal-zone = `zones` gömülü veritabanındaki IANA saat dilimlerini adlandırmalı (verilen: "{ $got }")
refusal-zone-hint = `zones` gömülü veritabanındaki IANA saat dilimlerini adlandırmalı (verilen: "{ $got }"); `{ $hint }` mı demek istediniz?
refusal-probes = `total` × `record_ms` / `probe_every_ms` en çok { $max } yoklama olabilir (verilen: { $n })
# $knob: ilkenin denemelerini sınırlayan ayar (temporal | gcs) ya da none.
refusal-endless-backoff = { $knob ->
        [temporal] `backoff` = "{ $name }" hiç vazgeçmiyor, bir tüketicinin denemelerinin sınırı yok: `temporal_maximum_attempts` verin
        [gcs] `backoff` = "{ $name }" hiç vazgeçmiyor, bir tüketicinin denemelerinin sınırı yok: `gcs_max_retries` verin
       *[none] `backoff` = "{ $name }" hiç vazgeçmiyor, bir tüketicinin denemelerinin sınırı yok (deneme sınırı da yok)
    }
refusal-tries = `consumers` × `backoff` = "{ $name }" denemeleri en çok { $max } olabilir (verilen: { $consumers } × { $tries })
# $retries: birden çok yeniden deneme ilkesi koşumları çoğaltıyorsa yes.
refusal-pool-messages = { $retries ->
        [yes] `messages` × koşum sayısı en çok { $max } olabilir (verilen: { $messages } × { $runs } koşum, `workers` × `services` × `retries`)
       *[no] `messages` × koşum sayısı en çok { $max } olabilir (verilen: { $messages } × { $runs } koşum, `workers` × `services`)
    }
refusal-retry-forever = `fail_probability` = 1 iken `retries` listesindeki "{ $name }" bu ayarlarla hiç vazgeçmiyor, sonsuza dek yeniden dener: `fail_probability` değerini küçültün ya da ilkeye bir deneme sınırı verin
refusal-attempts = `fail_probability` bu `retries` ve `messages` için çok büyük: bütün koşumlarda yaklaşık { $n } deneme, en çok { $max }
refusal-crashes = `crash_every_ms` bu koşum için çok küçük: yaklaşık { $n } çökme olayı, en çok { $max }
refusal-trial-results = `trials` × `clients` × `schedules` en çok { $max } deneme sonucu verebilir (verilen: { $n })
refusal-trial-events = `trials` bu `clients` için çok fazla: en çok { $n } olay gerekebilir, sınır { $max }
refusal-killers-twice = `killers` { $id } numaralı iletiyi iki kez listeliyor
refusal-rate-runs = `days` × 24 sa / `period_ms` en çok { $max } koşum verebilir (verilen: { $period } ms arayla { $days } gün)
refusal-bucket-rows = `buckets` tablosu { $rows } satır tutabilir, en çok { $max }: `bucket_ms` değerini büyütün ya da `consumers`, `attempts` veya `cap_ms` değerini küçültün

## Takvim kuralları ve anlar
refusal-instant = `{ $key }` 1970-01-01T00:00:00Z ile 2200-01-01T00:00:00Z arasında bir RFC 3339 anı olmalı (verilen: "{ $got }")
refusal-rule-field-required = `{ $field }`, "{ $kind }" türünde verilmeli
refusal-rule-field-unused = `{ $field }`, "{ $kind }" türünde kullanılmıyor
refusal-cron-required = `{ $field }`, "cron" türünde verilmeli (örneğin "30 2 * * *")
# $key: alanın yolu (`rules[2].hours`); $list: bir kural tablosunun alanları.
refusal-field-unknown = bilinmeyen alan `{ $key }` (alanlar: `{ $list }`)
refusal-field-unknown-hint = bilinmeyen alan `{ $key }` (alanlar: `{ $list }`); `{ $hint }` mı demek istediniz?
# $got: verilen metin, tırnak içinde (TOML olarak okunmayan bir laboratuvar alanı ya da `--set` değeri); $example: böyle bir liste.
refusal-rules-syntax = `{ $key }`, `{ $example }` gibi bir TOML tablo listesi olmalı (verilen: `{ $got }`, geçerli bir TOML değil)

## Bir laboratuvar isteğinin ya da `--set` seçeneğinin ayarları
refusal-not-overridable = `{ $key }` değiştirilemez; yalnızca `seed` ve parametreler değiştirilebilir
refusal-key-name = anahtar bir parametre adı olmalı
refusal-whole-range = { $text } aralık dışında: tam sayılar { $min }..={ $max } aralığında olmalı

## Bir taramanın değerleri (`--vary`, laboratuvarın tarama paneli) ve grafiği
refusal-vary-syntax = ANAHTAR=D1,D2,…, ANAHTAR=A..B ya da ANAHTAR=A..B..ADIM biçimi bekleniyor
refusal-vary-backwards = A..B aralığında A ≤ B olmalı
refusal-vary-step = A..B..ADIM aralığında ADIM 0'dan büyük olmalı
refusal-vary-real-step = gerçel sayılardan bir aralık adımını da ister: A..B..ADIM (`0.1..0.5..0.1`)
refusal-vary-bound = `{ $text }` bir tam sayı değil
refusal-vary-range = bir aralık en çok { $max } değer tutabilir
refusal-vary-empty = hiç değer verilmedi
refusal-vary-twice = { $value } değeri iki kez verilmiş; her değeri bir kez verin
refusal-vary-repeated = anahtar iki kez değiştiriliyor; her anahtar için bir --vary verin
refusal-vary-and-set = anahtar hem değiştiriliyor hem --set ile sabitleniyor; birini seçin
refusal-combinations = { $max } bileşimden fazla
refusal-sweep-no-rows = tarama hiç satır üretmedi
refusal-sweep-no-metric = çizilecek `{ $name }` adlı sayısal sütun yok (sütunlar: `{ $columns }`)
refusal-sweep-no-number = sayısal sütun yok

## Bütçesi içinde bitmeyen bir koşum
refusal-budget-events = koşum { $max } olaylık bütçesini aştı (sanal saat { $at } ms iken durduruldu); bu parametrelerle bitmiyor
refusal-budget-time = koşum { $max } ms sanal zaman bütçesini aştı ({ $events } olaydan sonra); bu parametrelerle bitmiyor
refusal-budget-stopped = koşum { $events } olaydan sonra durduruldu (sanal saat { $at } ms): sonucunu bekleyen kalmamıştı

# A cron expression's refusals (`rules[…].expr`): $field is the rule's key, $text the
# expression as written (quoted), $why one of the messages below.
refusal-cron = `{ $field }` { $text }: { $why }
refusal-cron-field-minute = dakika
refusal-cron-field-hour = saat
refusal-cron-field-day-of-month = ayın günü
refusal-cron-field-month = ay
refusal-cron-field-day-of-week = haftanın günü
refusal-cron-not-number = { $field } alanında `{ $got }` var: { $min }..={ $max } arasında bir sayı değil
refusal-cron-outside = { $field } alanında { $got } var: { $min }..={ $max } dışında
refusal-cron-step-not-number = { $field } alanında adım `{ $got }` var: bir sayı değil
refusal-cron-step-outside = { $field } alanında adım { $got } var: 1..={ $max } dışında
refusal-cron-backwards = { $field } alanında { $a }-{ $b } var: başı sonundan büyük
refusal-cron-step-alone = { $field } alanında `{ $part }` var: adımın önünde `*` ya da `a-b` olmalı
## $code: the character's code point, four hex digits.
refusal-cron-separator = alanlar yalnız boşluk ya da sekmeyle ayrılır, U+{ $code } ile değil (cron ifadesi ASCII'dir)
refusal-cron-macro = `{ $text }` bir cron makrosu değil
refusal-cron-fields = cron ifadesinin beş alanı var (dakika, saat, ayın günü, ay, haftanın günü); verilen: { $got }
## $months: the month names the expression lists (cron's own, `feb`); $days: refusal-cron-or or refusal-cron-days.
refusal-cron-never = hiç çalışmıyor: adını verdiği ayların ({ $months }) hiçbirinde, hiçbir yılda { $days }. gün yok
refusal-cron-or = { $rest } ya da { $last }
refusal-cron-days = { $days }
