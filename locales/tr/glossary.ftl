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
