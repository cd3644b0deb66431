## The sweep chart (`jobsim sweep … --out`, the lab's sweep panel).
## $metric: the measured column; $x: the first varied key; $samples: values per point;
## $over: the key whose values are samples (`seed`).

## The pooled key `seed`, as the titles and captions say it.
sweep-seed = tohum
sweep-title = { $metric }, { $x } değiştikçe
sweep-title-spread = { $title } ({ $samples } { $over } üzerinden ortalama, p5–p95)
## Yalnız $over anahtarı değişti: tek yapılandırma, örnekler arasındaki dağılımı.
sweep-title-over = { $samples } { $over } değerinde { $metric }
## $mean: örneklerin ortalaması, sayı olarak.
sweep-mean = ortalama { $mean }
## $shape: band | whiskers | rows | over | one
sweep-caption = { $shape ->
    [band] Her nokta { $samples } örneğin ({ $over } değerleri) ortalaması; bant 5. ile 95. yüzdelik arasını gösteriyor.
    [whiskers] Her nokta { $samples } örneğin ({ $over } değerleri) ortalaması; bıyıklar 5. ile 95. yüzdelik arasını gösteriyor.
    [rows] Her nokta aynı yapılandırmanın { $samples } satırının ortalaması.
    [over] Yalnız { $over } değişti: her nokta tek bir koşum, bir { $over } değeri; çizgi ortalamaları.
   *[one] Her nokta tek bir koşum.
  }
## $rows: rows whose value is −1, the model's "never" (no takeover, no run).
sweep-caption-never = { $rows } satırda { $metric } hiç olmadı (−1): o satırlar çizilmedi.
## $series: the sets of series with the same values, `a = b`, sets joined by `; `.
sweep-caption-coincide = Aynı değerler, çizgileri üst üste: { $series }.
## Ötekilerin yanında görünmeyecek kadar küçük bir seri: y ekseni logaritmik.
sweep-caption-log = y ekseni logaritmik: ötekinden yüz kat küçük bir seri de görünüyor.
