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
        [never] B kirayı hiç alamıyor
       *[other] Hata veren koşumdan sonra B hiç koşmuyor, çöken sahipten sonra { $ty } anında koşuyor
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
