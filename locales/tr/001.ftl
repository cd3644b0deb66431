# Ders 001: uzun süren işler.

## chunk-size: ilerleme yazması ile en kötü iptal gecikmesi.
## $regime: one | tradeoff | same | no-fewer-writes | no-faster-cancel | mixed
## $small / $big: en küçük ve en büyük parça (kayıt, metin); *_writes yazma sayısı;
## *_ms: en kötü iptal gecikmesi (metin). $whole: yes | no (her parça işin tamamını tutuyor mu).

chunk-size-tradeoff-title = { $regime ->
    [one] { $small } kayıtlık parça: koşum başına { $small_writes } ilerleme yazması, iptal en çok { $small_ms } bekliyor
    [tradeoff] Küçük parça çabuk iptal eder, büyük parça az yazar: { $small } kayıtta { $small_writes } yazma ve { $small_ms }, { $big } kayıtta { $big_writes } yazma ve { $big_ms }
    [same] { $whole ->
        [yes] Her parça işin tamamını tutuyor: { $sizes } parça boyutunun hepsi { $small_writes } yazma ve en çok { $small_ms } iptal gecikmesi veriyor
       *[no] { $sizes } parça boyutunun hepsi aynı sonucu veriyor: { $small_writes } yazma ve en çok { $small_ms } iptal gecikmesi
      }
    [no-fewer-writes] Büyük parça yazmayı azaltmıyor ({ $small_writes } yazma), yalnız iptali geciktiriyor: { $small } kayıtta { $small_ms }, { $big } kayıtta { $big_ms }
    [no-faster-cancel] Küçük parça iptali hızlandırmıyor (en çok { $small_ms }), yalnız yazmayı artırıyor: { $small } kayıtta { $small_writes }, { $big } kayıtta { $big_writes } yazma
   *[mixed] { $small } kayıtta { $small_writes } yazma ve { $small_ms }, { $big } kayıtta { $big_writes } yazma ve { $big_ms }
  }

## $per_write: yazma başına süre (metin) ya da boş; $capped: yes | no (işten büyük bir parça var mı).
chunk-size-tradeoff-caption = { $total } kayıtlık iş, her parça boyutu için bir koşum; her nokta bir parça boyutu. { -im(form: "start") } yalnız parça sınırında okunuyor: en kötü iptal gecikmesi bir parçanın süresi (kayıt başına { $record_ms }{ $per_write ->
    [none] {""}
   *[other] , yazma başına { $per_write }
  }{ $capped ->
    [yes] ; işten büyük bir parça işin tamamı kadar
   *[no] {""}
  }), ilerleme yazması sayısı ise parça sayısı.
chunk-size-x = en kötü iptal gecikmesi
chunk-size-y = koşum başına ilerleme yazması
chunk-size-point = { $chunk } kayıt
