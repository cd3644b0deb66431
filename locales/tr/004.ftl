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
