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
