# Ders 001: uzun süren işler.

## chunk-size: ilerleme yazması ile en kötü iptal gecikmesi.
## $regime: one | tradeoff | same | no-fewer-writes | no-faster-cancel | mixed
## $small / $big: en küçük ve en büyük parça (kayıt, metin); *_writes yazma sayısı;
## *_ms: en kötü iptal gecikmesi (metin). $whole: yes | no (her parça işin tamamını tutuyor mu).

chunk-size-tradeoff-title = { $regime ->
    [one] { $small } kayıtlık parça: koşum başına { $small_writes } ilerleme yazması, iptal en çok { $small_ms } bekliyor
    [tradeoff] Küçük parça çabuk iptal eder, büyük parça az yazar: { $small } kayıtta { $small_writes } yazma ve { $small_ms }, { $big } kayıtta { $big_writes } yazma ve { $big_ms }
    [same] { $whole ->
        [yes] Her parça işin tamamını tutuyor: { $sizes } parça boyutunun hepsi { $small_writes } yazma ve en çok { $small_ms } iptal gecikmesi veriyor
       *[no] { $sizes } parça boyutunun hepsi aynı sonucu veriyor: { $small_writes } yazma ve en çok { $small_ms } iptal gecikmesi
      }
    [no-fewer-writes] Büyük parça yazmayı azaltmıyor ({ $small_writes } yazma), yalnız iptali geciktiriyor: { $small } kayıtta { $small_ms }, { $big } kayıtta { $big_ms }
    [no-faster-cancel] Küçük parça iptali hızlandırmıyor (en çok { $small_ms }), yalnız yazmayı artırıyor: { $small } kayıtta { $small_writes }, { $big } kayıtta { $big_writes } yazma
   *[mixed] { $small } kayıtta { $small_writes } yazma ve { $small_ms }, { $big } kayıtta { $big_writes } yazma ve { $big_ms }
  }

## $per_write: chunk-size-per-write ya da boş (metin); $capped: yes | no (işten büyük bir parça var mı).
chunk-size-tradeoff-caption = { $total } kayıtlık iş, her parça boyutu için bir koşum; her nokta bir parça boyutu. { -im(form: "start") } yalnız parça sınırında okunuyor: en kötü iptal gecikmesi bir parçanın süresi (kayıt başına { $record_ms }{ $per_write }{ $capped ->
    [yes] ; işten büyük bir parça işin tamamı kadar
   *[no] {""}
  }), ilerleme yazması sayısı ise parça sayısı.
## Yazma başına süre, yazma bir süre alıyorsa. $write: süre (metin).
chunk-size-per-write = , yazma başına { $write }
chunk-size-x = en kötü iptal gecikmesi
chunk-size-y = koşum başına ilerleme yazması
chunk-size-point = { $chunk } kayıt

## cancel-sources: dört iptal kaynağı, tek im (ders 001).
## $source: user | timeout | shutdown | lease_expiry | all
cancel-source = { $source ->
    [user] kullanıcı
    [timeout] süre sınırı
    [shutdown] kapanma
    [lease_expiry] kira doluyor
   *[all] hepsi birden
  }
## $verdict: late | none | some | all; $late: cancel-sources-late (metin); $chunk: parça (kayıt);
## $sources, $rows, $stopped: sayılar;
## $latency: en büyük iptal gecikmesi (metin).
cancel-sources-title = { $verdict ->
    [late] { $chunk } kayıtlık parçayla iptal geç kalıyor: { $late }
    [none] { $sources } iptal kaynağı, hiçbiri işi durdurmuyor: iş { -im } kalkmadan bitiyor
    [some] { $rows } satırdan { $stopped } tanesinde iş parça sınırında duruyor, bu koşumda { -im(form: "abl") } en çok { $latency } sonra; diğerlerinde { -im } kalkmadan bitiyor
   *[all] { $sources } iptal kaynağı, tek { -im }: iş parça sınırında duruyor, bu koşumda { -im(form: "abl") } en çok { $latency } sonra
  }
## Başlıkta geç kalan: $late: killed | overrun | both; $overrun: kira bittikten sonra çalışma (metin).
cancel-sources-late = { $late ->
    [killed] kapanmada iş öldürüldü
    [overrun] kira bittiğinde iş { $overrun } daha sürdü
   *[both] kapanmada iş öldürüldü, kira bittiğinde iş { $overrun } daha sürdü
  }
## $all_row: yes | no (hepsi birden satırı var mı).
cancel-sources-caption = Her satırda yalnız o kaynak kurulu{ $all_row ->
    [yes] , hepsi birden satırında hepsi aynı koşumda
   *[no] {""}
  }; iş { -im(form: "acc") } yalnız { $chunk } kayıtlık parçaların sınırında okuyor{ $stopped ->
    [0] {""}
   *[other] , { -im } görülene kadar en çok { $latency } geçti
  }.
## $first: önce gelen kaynak (user | timeout | shutdown | lease_expiry); $ignored: sonra kalkıp yok sayılan imler.
cancel-sources-caption-first = Hepsi birden satırında önce { $first ->
        [user] kullanıcı
        [timeout] süre sınırı
        [shutdown] kapanma
       *[lease_expiry] kira doluyor
      } geldi ve kaydedilen neden o; { $ignored ->
    [0] ondan sonra kalkan { -im } olmadı.
   *[other] sonraki { $ignored } { -im } yok sayıldı.
  }
cancel-sources-caption-killed = Boşaltma süresi dolunca öldürülen iş son yazdığı durum satırından sürdü.
cancel-sources-caption-overrun = Kira bittikten sonra çalışmayı süren işin yerine ikinci bir sahip başlayabilirdi.
cancel-sources-caption-exact = Her satırda sürdürülen koşum işi tam birikimle bitirdi.
cancel-sources-x = zaman
cancel-sources-y = iptal kaynağı
cancel-sources-ignored-lane = yok sayılanlar
## $effect: raised | already | over; $who: kaynak; $at: an (metin).
cancel-sources-raise = { $effect ->
    [raised] { $who }: { $at }
    [already] { $who }: { $at }, yok sayıldı
   *[over] { $who }: { $at }, koşum bitmişti
  }
cancel-sources-no-lease = kirasız
## $second: yes | no (iş kira bittikten sonra sürdü mü); $at: kiranın bittiği an.
cancel-sources-expired = { $second ->
    [yes] kira bitti: { $at }, ikinci sahip başlayabilir
   *[no] kira bitti: { $at }
  }
## $whole: yes | no (bütün parça mı boşa gitti); $lost: son yazmadan beri işlenip atılan kayıt; $chunk: parça.
cancel-sources-killed = öldürüldü: parçanın { $whole ->
    [yes] { $chunk } kaydının hepsi
   *[no] { $lost }/{ $chunk } kaydı
  } boşa gitti
cancel-sources-resumed = { $record } kayıttan sürdü

## yielding: tek iş parçacıklı ortamda sağlık yoklaması ve olay döngüsüne dönüş (ders 001).
## $chunk, $worst_chunk: parça (kayıt); $at, $worst: en kötü gecikme (metin);
## $regime: never-yields | yields.
yield-latency-title = { $regime ->
    [never-yields] Yoklama iş döngüye dönene kadar bekliyor: { $chunk } kayıtlık parçada en çok { $at }, hiç dönmeyen döngüde { $worst }
   *[yields] Yoklama iş döngüye dönene kadar bekliyor: { $chunk } kayıtlık parçada en çok { $at }, { $worst_chunk } kayıtlıkta { $worst }
  }
## $every: yoklama aralığı (metin).
yield-latency-caption = Tek iş parçacıklı çalışma ortamında sağlık yoklaması { $every } arayla geliyor ve ancak iş bir parçayı bitirip olay döngüsüne döndüğünde yanıtlanıyor: en kötü gecikme iki dönüş arasındaki süreye yaklaşıyor. Hiç dönmeyen döngü tüm işi tek parça gibi çalıştırıyor.
yield-never-label = hiç dönmeyen döngü: her yoklama işin sonunu bekliyor, en kötüsü { $worst }
yield-timeout-line = yoklama zaman aşımı: { $timeout }
yield-latency-y = en kötü yoklama gecikmesi
## $missing: yes | no (dönen işte sınırı kaçıran parça var mı); $never: none | all-answered | some-missed.
yield-missed-title = { $missing ->
    [yes] Parça { $chunk } kayda çıkınca yoklama { $timeout } sınırını kaçırıyor
   *[no] Döngüye dönen işte hiçbir yoklama { $timeout } sınırını kaçırmıyor
  }{ $never ->
    [all-answered] ; hiç dönmeyen döngüde de { $probes } yoklamanın hiçbiri
    [some-missed] ; hiç dönmeyen döngüde { $probes } yoklamadan { $missed } tanesi
   *[none] {""}
  }
## $received: gelen yoklama; $why: late (bir parça sınırı kaçırıyor) | shorter (her parça
## zaman aşımından kısa) | longer (aşımdan kısa olmayan parça var, ama hiçbir yoklama sınırı
## aşacak kadar beklemedi); $chunk, $chunk_ms: ilk kaçıran ya da en uzun parça ve süresi.
yield-missed-caption = Koşum boyunca gelen { $received } yoklamadan { $timeout } içinde yanıtlanmayanlar: orkestratör bunları başarısız sayar ve sağlıklı süreci yeniden başlatır. { $why ->
    [late] { $chunk } kayıtlık parça { $chunk_ms } sürüyor, zaman aşımından uzun.
    [longer] En uzun parça ({ $chunk } kayıt) { $chunk_ms } sürüyor; yine de hiçbir yoklama { $timeout } sınırını aşacak kadar beklemedi.
   *[shorter] Her parça yoklama zaman aşımından kısa sürüyor.
  }
yield-received-line = gelen yoklama: { $received }
yield-missed-y = zaman aşımını kaçıran yoklama

## crash-points: sürecin her adım sınırında öldürüldüğü yazma sıraları (ders 001).
## Tablonun başlıkları dersin programındaki gibi ASCII.
## $column: order | points | duplicating | duplicated | losing | lost
crash-points-column = { $column ->
    [order] sira
    [points] cokme noktasi
    [duplicating] cift sayan nokta
    [duplicated] cift sayilan kayit
    [losing] kaybeden nokta
   *[lost] kayip kayit
  }
## Öğrenci tablosunda çift sayan sütunların adı, sıraların yaptığı tek zarara göre (ASCII,
## students-word harf harf yazar). $harm: rows | progress; $column: points | records
crash-points-students-column = { $harm ->
    [rows] { $column ->
        [points] cift yazdiran nokta
       *[records] cift yazilan kayit
      }
   *[progress] { $column ->
        [points] ilerlemenin geri gittigi nokta
       *[records] bildirilip yeniden islenen kayit
      }
  }
## Grafiğin satırları: çökmeden hemen önce biten adım.
## $step: started | chunk | state | rows | together | report | done
crash-points-step = { $step ->
    [started] koşum başladı
    [chunk] parça işlendi
    [state] durum yazıldı
    [rows] satırlar yazıldı
    [together] satırlar ve durum yazıldı
    [report] ilerleme bildirildi
   *[done] bitti yazıldı
  }
## $variant: state_then_report | report_then_state | together | rows_then_state | state_then_rows
crash-points-variant = { $variant ->
    [state_then_report] önce durum, sonra bildirim
    [report_then_state] önce bildirim, sonra durum
    [together] satırlar ve durum tek işlemde
    [rows_then_state] önce satırlar, sonra durum
   *[state_then_rows] önce durum, sonra satırlar
  }
## Bir cümleyi açan "bu sırayla yazılınca".
crash-points-when = { $variant ->
    [state_then_report] Önce durum yazılıp sonra bildirilince
    [report_then_state] Önce bildirilip sonra durum yazılınca
    [together] Satırlar ve durum tek işlemde yazılınca
    [rows_then_state] Önce satırlar sonra durum yazılınca
   *[state_then_rows] Önce durum sonra satırlar yazılınca
  }
## Bir sıranın kötü çökme noktaları neden kötü (açıklama).
crash-points-why = { $variant ->
    [report_then_state] bildirimden sonraki çökmede bildirilmiş ilerleme geri gidiyor: parça kaydedilmeden bildirilmişti, sürdürme onu yeniden işliyor
    [rows_then_state] satırlardan sonraki çökmede o parçanın satırları çift yazılıyor: sürdürme onları ikinci kez yazıyor
    [state_then_rows] durumdan sonraki çökme, o parçanın satırlarını hiç yazdırmıyor
   *[other] bir çökme zarar veriyor
  }
## Bir noktanın zararı: $lo, $hi: kayıt (en az, en çok).
crash-points-each = { $range ->
    [yes] her birinde { $lo }–{ $hi } kayıt
   *[no] her birinde { $hi } kayıt
  }
## Bir sıranın hükmü (grup başlığı): $points: nokta sayısı; $each: crash-points-each;
## $harm: rows (satırlar çift yazıldı) | progress (bildirilmiş ilerleme geri gitti).
crash-points-duplicate = { $harm ->
    [rows] { $points } noktada { term-outcome-rows-twice } ({ $each })
   *[progress] { $points } noktada { term-outcome-progress-back } ({ $each })
  }
crash-points-loss = { $points } noktada kayıp ({ $each })
crash-points-no-damage = { $points ->
    [one] tek noktada zarar yok
   *[other] { $points } noktanın hiçbirinde zarar yok
  }
## Başlık: $when: crash-points-when; $points, $total, $damaged: nokta sayıları;
## $others: kaç başka sıra; $many: yes | no (birden çok başka sıra).
crash-points-title-clean = { $when } { $points ->
    [one] tek çökme noktası zarar vermiyor
   *[other] { $points } çökme noktasının hiçbiri zarar vermiyor
  }
crash-points-title-all-clean = Bu sıraların hiçbirinde çökme zarar vermiyor: { $total } noktanın hepsi doğru
crash-points-title-contrast = { $when } { $points } çökme noktasının hiçbiri zarar vermiyor, { $many ->
    [yes] diğer { $others } sıranın
   *[no] diğer sıranın
  } { $other_points } noktasından { $damaged } tanesi veriyor
crash-points-title-one-bad = { $when } çökme noktalarının { $damaged } tanesi zarar veriyor
crash-points-title-none-clean = Hiçbir sıra her çökmeye dayanmıyor: { $damaged } çökme noktası zarar veriyor
## Açıklama: $records: kayıt sayısı; $chunks: parça sayısı.
crash-points-caption = Süreç her adım sınırında bir kez öldürülüp durum satırından sürdürüldü ({ $records } kayıt, { $chunks } parça); her kare ya da işaret bir çökme noktası, satır adı çökmeden hemen önce biten adım. “parça işlendi” satırındaki çökme de parçayı yeniden işletiyor, ama o parça henüz ne yazılmış ne bildirilmişti: zarar değil.
## The lesson's remedy, after the orders' harms.
crash-points-caption-remedy = {" "}Dersin çözümü iş birimi: parçanın yazması ile ilerleme güncellemesi tek bir işlem sınırında birlikte işlenir.
## $variant: sıranın adı (crash-points-variant); $why: crash-points-why.
crash-points-caption-bad = {" "}“{ $variant }” sırasında { $why }.
crash-points-x = çökmenin olduğu parça
crash-points-y = çökmeden hemen önce biten adım

## long-job: uzun işin ortak sözleri (src/long_job/mod.rs) ve long-job modelinin ilerleme grafiği (uzun-is.mjs).
## Metin tablolarında bir iptal kaynağı (dersin çıktısı gibi ASCII). $source: user | timeout | shutdown | lease_expiry
long-job-source-label = { $source ->
    [user] kullanici
    [timeout] sure siniri
    [shutdown] kapanma
   *[lease_expiry] kira doluyor
  }
## Grafik notunda ne olduğu (koşumun yakaladığı hata iletisi, aksanlı). $source: yukarıdaki gibi.
long-job-source-message = { $source ->
    [user] kullanıcı iptal etti
    [timeout] süre sınırı doldu
    [shutdown] servis kapanıyor
   *[lease_expiry] kira doluyor
  }
## Metin tablolarında bir yazma sırası (ASCII). $pipeline: state_then_report | report_then_state | together | rows_then_state | state_then_rows
long-job-pipeline = { $pipeline ->
    [state_then_report] once durum, sonra bildirim
    [report_then_state] once bildirim, sonra durum
    [together] satirlar + durum tek islem
    [rows_then_state] once satirlar, sonra durum
   *[state_then_rows] once durum, sonra satirlar
  }
## Bir yüzde: $n (JavaScript sayısı, metin).
long-job-percent = %{ $n }
## Bir koşumun nasıl bittiği. $how: cancelled | killed | crashed | done; $message: long-job-source-message; $pct: long-job-percent.
long-job-ending = { $how ->
    [cancelled] { $message }, { $pct }
    [killed] boşaltma süresi doldu, öldürüldü: { $pct }
    [crashed] çöktü: { $pct }
   *[done] bitti: { $pct }
  }
## $after: aradaki süre; $run: koşumun sırası; $pct: long-job-percent.
long-job-resumed = { $after } sonra { $run }. koşum kaldığı yerden sürdü: { $pct }
long-job-run = { $run }. koşum
## Duran işin sıfatı ("iptal edilen iş"). $how: cancelled | killed | crashed | done
long-job-stopped = { $how ->
    [cancelled] iptal edilen
    [killed] öldürülen
    [crashed] çöken
   *[done] biten
  }
## Başlık. $end: first | unresumed | exact | short; $stop: long-job-percent; $stopped: long-job-stopped.
long-job-title = { $end ->
    [first] İş ilk koşumda bitti: iptal imi hiç görülmedi
    [unresumed] { $stop } noktasında { $stopped } iş sürdürülmedi
    [exact] { $stop } noktasında { $stopped } iş kaldığı yerden sürdü, her kaydı bir kez saydı
   *[short] { $stop } noktasında { $stopped } iş sürdürüldü ama birikim eksik
  }
## $total, $chunk: kayıt (sayı).
long-job-caption = { $total } kayıt, { $chunk } kayıtlık parçalarla işleniyor; her parçadan sonra durum satırı yazılıp ilerleme bildiriliyor.
## $at: ilk koşumun durduğu an; $processed: kaydettiği kayıt; $resumed: yes | no (sonraki koşum var mı).
long-job-caption-stopped = İlk koşum { $at } anında { $processed } kayıtta durdu{ $resumed ->
    [yes] ; sonraki koşum durum satırını okuyup oradan sürdü
   *[no] {""}
  }
## $at: işin bittiği an; $accumulator: birikim.
long-job-caption-finished = ve { $at } anında bitti: birikim { $accumulator }, kayıp ya da yeniden işleme yok.
long-job-x = zaman
## The students' table of what a client querying the job's state read (no program prints
## it). $column: time | status | reason | processed | percent
long-job-queries-column = { $column ->
    [time] sorgu anı
    [status] durum
    [reason] iptal nedeni
    [processed] işlenen kayıt
   *[percent] ilerleme %
  }
## The record's durum as the table stores it: yok | calisiyor | bitti | iptal.
long-job-queries-status = { $status }
long-job-y = ilerleme

## cancel-sources: kaynak tablosu ve altındaki im satırları (ASCII, dersin çıktısı gibi).
## $column: source | fired | stopped | latency | records | state | resume | overrun
cancel-sources-column = { $column ->
    [source] kaynak
    [fired] tetiklendigi an
    [stopped] durdugu an
    [latency] gecikme
    [records] durdugu yer
    [state] birakilan durum
    [resume] surdurme
   *[overrun] kira asimi
  }
## Hepsi birden satırının adı.
cancel-sources-all = hepsi
## $status: cancel-sources-status.
cancel-sources-killed-state = { $status } (olduruldu)
## Durum satırının durumu. $status: calisiyor | bitti | iptal | yok
cancel-sources-status = { $status ->
    [calisiyor] calisiyor
    [bitti] bitti
    [iptal] iptal
   *[yok] yok
  }
## $exact: yes | no
cancel-sources-resume = { $exact ->
    [yes] tamam
   *[no] eksik
  }
## $overrun: yes | no
cancel-sources-overrun = { $overrun ->
    [yes] evet
   *[no] hayir
  }
## Bir kaldırma girişiminin etkisi. $effect: raised | already | over
cancel-sources-effect = { $effect ->
    [raised] imi kaldirdi (ilk gelen)
    [already] yok sayildi: im zaten kalkmisti
   *[over] yok sayildi: kosum bitmisti
  }
## $row: satırın adı.
cancel-sources-first-wins = { $row }: ilk kalkan kazanir, sonrakiler yok sayilir

## yielding: yoklama tablosu (ASCII) ve grafiklerin öbür sözleri.
## $column: chunk | yields | probes | worst | mean | over; $timeout: yoklama zaman aşımı (ms, metin).
yield-column = { $column ->
    [chunk] parca
    [yields] donus
    [probes] yoklama
    [worst] en kotu gecikme
    [mean] ortalama gecikme
   *[over] { $timeout } ms ustu
  }
## $yields: yes | no
yield-yields = { $yields ->
    [yes] evet
   *[no] hayir
  }
## $unit: millis | records
yield-gap-x = { $unit ->
    [millis] olay döngüsüne iki dönüş arası
   *[records] olay döngüsüne iki dönüş arası kayıt
  }
## $chunk: parça (kayıt, sayı).
yield-chunk-label = { $chunk } kayıt

## chunk-size: parça boyutu tablosu (ASCII).
## $column: chunk | writes | latency
chunk-size-column = { $column ->
    [chunk] parca boyutu
    [writes] ilerleme yazmasi
   *[latency] iptal gecikmesi (en cok)
  }
## $records: kayıt; $ms: milisaniye (metin).
chunk-size-latency = { $records } kayit ({ $ms } ms)
