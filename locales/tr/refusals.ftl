# Bir senaryonun parametrelerinin reddi: komut satırı İngilizcesini, laboratuvar sayfasının dilini yazar.
# Her argüman yazıldığı gibi bir metindir (sayılar, aralıklar, adlar, değerler).

refusal-scenario = senaryo `{ $file }`: { $message }
refusal-override = `{ $text }` ayarı: { $message }
refusal-range = `{ $key }` { $min }..={ $max } aralığında olmalı (verilen: `{ $got }`)
refusal-one-of = `{ $key }` şunlardan biri olmalı: `{ $list }` (verilen: `"{ $got }"`)
refusal-one-of-hint = `{ $key }` şunlardan biri olmalı: `{ $list }` (verilen: `"{ $got }"`); `{ $hint }` mı demek istediniz?
refusal-empty-list = `{ $key }` en az bir değer listelemeli
refusal-twice = `{ $key }` `{ $value }` değerini iki kez listeliyor
refusal-unknown = bilinmeyen parametre `{ $key }` (parametreler: `{ $list }`)
refusal-unknown-hint = bilinmeyen parametre `{ $key }` (parametreler: `{ $list }`); `{ $hint }` mı demek istediniz?
refusal-list-commas = `{ $key }` bir liste: `{ $key }=[{ $items }]` yazın (`--vary` ile `{ $key }={ $text }` her satırda bir değer, `'{ $key }=[…],[…]'` her satırda bir liste koşar)
# $want: integer | integers | duration | number | bool | bools | text | texts; $kind: değerin türü.
refusal-type = `{ $key }` { $want ->
        [integer] bir tam sayı
        [integers] bir tam sayı listesi
        [duration] `{ $unit }` cinsinden bir tam sayı ya da birimli bir süre (`{ $syntax }`)
        [number] bir sayı
        [bool] `true` ya da `false`
        [bools] bir `true`/`false` listesi
        [texts] bir metin listesi
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
refusal-duration-whole = `{ $text }`, `{ $unit }` cinsinden tam bir sayı değil

## Bir modelin parametreler arası denetimleri
refusal-product = `{ $a }` × `{ $b }` en çok { $max } olabilir (verilen: { $x } × { $y })
refusal-less-than = `{ $a }`, `{ $b }` değerinden küçük olmalı (verilen: { $x } ≥ { $y })
refusal-chunks = `total` / `chunk` en çok { $max } parça vermeli (verilen: { $total } / { $chunk } = { $n })
