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
  }

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
