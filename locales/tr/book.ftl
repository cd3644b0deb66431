# Ders notları (A4) ve slaytlar (16:9): src/output/print.rs.
# $code dersin kodu ("004"), metin olarak verilir.

print-lesson = Ders { $code }
print-course = Arka plan işleri kursu
print-handout = ders notu
print-deck = slaytlar
print-handout-link = ders notu (A4)
print-notes-link = konuşmacı notları (16:9)
print-deck-link = slaytlar (16:9)
print-handout-subtitle = Ders notu · { $sections } bölüm · { $figures } şekil
print-page = { $n } / { $total }
print-section = Bölüm { $n } / { $total }
print-sections = Bölümler
print-summary = Özet
print-summary-lead = Her bölümün ders şekilleri ne gösteriyor
print-appendix = Ek
print-appendix-lead = Dersin anlatmadıkları: ya olsaydı ve gerçek sistemler
print-notes = Konuşmacı notları
print-slide = Slayt { $n }

## A scenario's way into the lab
book-try = laboratuvarda dene: parametreleri değiştir
# The lesson page's lead on its panels (HTML).
book-try-start = Her bölümdeki <em>laboratuvarda dene</em> paneli senaryoyu bu sayfada çalıştırır: jobsim tarayıcının içinde çalışır, kurulum da sunucu da gerekmez ve sonuçlar komut satırınınkiyle bayt bayt aynıdır. Paneller sayfa bir web sunucusundan açılınca ve kitabın modülü derlenmişse çalışır (<code>web/build</code>, sonra örneğin kitabın klasöründe <code>python3 -m http.server</code>); yoksa, ve dosya olarak açılan sayfada, şekiller dersin koşusudur.
# The panel's link to the scenario's own page.
book-try-page = bu senaryonun kendi sayfası: olayları tek tek oynatma ve parametre taraması →

## Ders sayfaları, dizin ve yazarlar sayfası: src/output/pages.rs.
book-index-title = Arka plan işleri kursu — şekiller ve tablolar
book-course = Arka plan işleri kursu
book-index-lead = Her dersin şekilleri, tabloları ve programlarının çıktısı, dersin sırasıyla. Tablolardaki sayılar derslerin programlarının yazdığıyla aynı; şekiller her üretimde aynı çıkar.
## $codes: the lessons the book has no page for ("002 ve 003"); $count: how many.
book-index-missing = { $count ->
    [one] { $codes } numaralı dersin metni bu kitapta yok; sayfası, ders notu ve slaytları da yok.
   *[other] { $codes } numaralı derslerin metinleri bu kitapta yok; sayfaları, ders notları ve slaytları da yok.
  }
## A lesson card whose lesson has no text yet.
book-card-preview = önizleme: metni henüz yazılmadı
## $link: the next lesson's page, as an HTML link.
book-next = Sonraki ders: { $link }
book-lesson = Ders
book-figures = şekil
book-index-authors = Şekilleri ve tabloları yeniden üretmek isteyen yazarlar için
book-index-lab = Her bölümde <em>laboratuvarda dene</em> bağlantısı o deneyi parametreleriyle açar. Bütün senaryolar tek listede: <a href="/senaryolar">senaryolar</a>.
book-full-size = tam boy
book-lesson-lead = Bölümler dersin sırasıyla ve dersin başlıklarıyla. Bir bölümde dersin kendi içeriği varsa önce o gelir: <span class="part">Dersin deneyi</span> dersin programını yeniden koşar, <span class="part">Dersin anlattığı düzenek</span> dersin yalnız anlattığı bir düzeneği benzetir. <span class="part">Ek</span> işaretli kısımlar (ya olsaydı, gerçek sistemler) derse ek başvuru malzemesidir. <span class="badge">ders şekli</span> işaretli şekiller slayt setindedir. Bir şekle dokunmak onu tam boy açar.
# $title: the lesson's title (lesson-005).
book-lesson-preview = Bu dersin metni henüz yazılmadı: bu sayfa bir sonraki dersi, { $title } dersini hazırlıyor. Bölümler deneylerin konuları, dersin başlıkları değil; <span class="part">Dersin deneyi</span> işaretli deneyler 004. dersin sonunda duyurulan soruları sınıyor. <span class="part">Ek</span> işaretli kısımlar (ya olsaydı, gerçek sistemler) ek başvuru malzemesidir. <span class="badge">ders şekli</span> işaretli şekiller slayt setindedir. Bir şekle dokunmak onu tam boy açar.
## A table-only place's caption (it has no chart whose caption would say what the table
## shows): $place: place-<the place's anchor>; an empty caption for a place without one.
book-table-caption = { $place ->
    [place-001-long-job-queries] Raporu isteyen istemci başka bir süreçte: ilerlemeyi işin kimliğiyle is_durumu kaydından okuyor. Her satır bir sorgu; iptalde kayıt duruş noktasını tutuyor, ikinci koşum oradan sürüp işi bitti yazıyor.
   *[other] {""}
  }
book-lesson-lab = Laboratuvarda birkaç yavaş senaryo daha küçük boyutla koşar (deneme ya da ileti sayısı); bunu kendi sayfası söyler ve ders boyutuna oradan dönülebilir.
book-to-print = Yazdırmak için
book-authors-title = Yeniden üret — yazarlar için
book-authors = Yeniden üret
book-authors-lead = Yazarlar için: her çıktı <code>jobsim</code> ile üretilir. Hepsi için <code>cargo run --release -- render --all --lang tr,en</code> (ders sayfaları, PDF ders notları ve slaytlar dahil; İngilizce sürüm <code>en/</code> altında); her şeklin baskı sürümleri (PDF, 300 dpi PNG) için <code>render --all --print</code>.
book-authors-column = { $column ->
    [scenario] senaryo
    [lesson] ders
    [model] model
   *[command] komut
  }
book-authors-anchors = Ek — başarım ölçütleri (ders içeriği değil)

## The book (src/output/book.rs): its lessons' titles and section headings, in the order of
## CHAPTERS, and its scenarios' names (each file's [course] table places it).
lesson-000 = Zamanlanmış Görevler
section-000-recurrence = Yineleme Tanımı
section-000-month-end = Ay Sonu Tuzağı
section-000-time-zones = Saat Dilimi
section-000-rate-vs-delay = Sabit Hız ve Sabit Gecikme
section-000-overlap = Çakışma
section-000-lease-lock = Kira Kilidi
section-000-measurement = Ölçüm
section-000-missed-runs = Kaçırılan Koşum
lesson-001 = Uzun Süren İşler
section-001-chunks = İşin Parçalara Bölünmesi
section-001-progress = İlerleme Bildirimi ve İptal
section-001-write-order = Yazma Sırası
section-001-chunk-size = Parça Boyutu
section-001-cancel-sources = İptalin Kaynakları
section-001-result = İşin Sonucu Nereye Gider
lesson-004 = Zehirli Mesaj ve Yeniden Deneme
section-004-poison = Zehirli Mesaj
section-004-backoff = Bekleme Süresinin Hesabı
section-004-jitter = Sarsıntı
section-004-budgets = Deneme Bütçesi ve Görünmezlik Süresi
lesson-005 = İşçi Süreçleri
section-005-pool = İşçi Havuzu ve Bekleme
section-005-overload = Aşırı Yük
section-005-variability = Hizmet Süresinin Değişkenliği
section-005-burst = Ani Yük
section-005-crashes = Çöken İşçiler
section-005-failures = Başarısız İşler
scenario-000-recurrence = Sonraki koşum: dersin dört kuralı
scenario-000-recurrence-cron = Cron ifadeleri
scenario-000-month-end = Ayın 31'i: taşma, atlama, kelepçeleme
scenario-000-time-zones = Yerel 02:30 bir yıl boyunca
scenario-000-rate-vs-delay = 40 dakikalık saatlik iş
scenario-000-rate-vs-delay-overlap = 90 dakikalık saatlik iş
scenario-000-overlap-sources = Çakışmanın üç kaynağı
scenario-000-overlap-policies = Temporal ve Kubernetes çakışma politikaları
scenario-000-lease-lock = Aynı anda başlayan süreçler
scenario-000-lease-faults = Kira kilidinin arızaları ve çit jetonu
scenario-000-missed-runs = 32 günlük kesinti
scenario-000-missed-run-policies = Quartz, systemd, Kubernetes ve Temporal
scenario-001-yielding = Tek iş parçacıklı çalışma zamanında sağlık yoklaması
scenario-001-long-job = Parçalı rapor işi: iptal ve sürdürme
scenario-001-long-job-queries = İstemcinin okuduğu durum kaydı: aynı işin is_durumu satırı, sorgu sorgu
scenario-001-write-order = Önce durum mu, önce bildirim mi
scenario-001-unit-of-work = Sonuç satırları ve ilerleme tek işlemde
scenario-001-chunk-size = Parça boyutu: yazma sayısı ve iptal gecikmesi
scenario-001-cancel-sources = Dört iptal kaynağı, tek im
scenario-001-cancel-sources-big-chunk = Büyük parçalar
scenario-004-poison-counter = Sayaç nerede artıyor
scenario-004-backoff-schedules = Dört bekleme çizelgesi
scenario-004-frameworks = Gerçek sistemlerin yeniden deneme politikaları
scenario-004-jitter-wave = 200 tüketici aynı anda
scenario-004-jitter-wave-equal = Eşit sarsıntı
scenario-004-jitter-wave-chacha = 1000 tüketici, 6 deneme
scenario-004-occ-contention = Brooker'ın çekişme deneyi
scenario-004-jitter-wave-frameworks = Gerçek sistemlerle dalga
scenario-004-occ-contention-frameworks = Gerçek sistemlerle çekişme
scenario-004-validation = Gövdeyi önce doğrulamak
scenario-004-retry-budget = Deneme bütçesi ve zaman bütçesi
scenario-004-visibility-backoff = Bekleme tüketicide mi, kuyrukta mı
scenario-004-circuit-breaker = Devre kesici
scenario-004-retry-budget-frameworks = Gerçek sistemlerin kendi sınırları
scenario-004-visibility-backoff-sidekiq = Sidekiq'in beklemeleri
scenario-004-retry-budgets = Gerçek tekrar bütçeleri
scenario-004-breaker-variants = Gerçek devre kesiciler
scenario-004-outage-frameworks = Kesintide gerçek yeniden deneme politikaları
scenario-005-worker-pool = On işçilik havuz ve Erlang C
scenario-005-how-many-workers = Kaç işçi gerekir
scenario-005-overload = Gelişler kapasiteyi aşınca
scenario-005-variability = Aynı ortalama, farklı dağılım
scenario-005-burst = 10.000 ileti bir anda
scenario-005-worker-crashes = İşçiler çökünce
scenario-005-retries = Gerçek yeniden deneme politikalarıyla havuz

## A students' table (src/output/tables.rs) spells each word of its headers and worded cells
## through this: the lessons' programs print Turkish in ASCII (`surec olumu`, `sinirsiz`), the
## table a student reads spells it (`süreç ölümü`, `sınırsız`) and names a strategy by the
## chart's word, not the program's key. $ascii: one word of letters as the program prints it.
students-word = { $ascii ->
    [acilma] açılma
    [aninda] anında
    [ardisik] ardışık
    [asimi] aşımı
    [basarisiz] başarısız
    [basladi] başladı
    [baslatma] başlatma
    [bitis] bitiş
    [butce] bütçe
    [cagri] çağrı
    [calisiyor] çalışıyor
    [cift] çift
    [cit] çit
    [cizelge] çizelge
    [cok] çok
    [cokme] çökme
    [coktu] çöktü
    [dagitim] dağıtım
    [dogrulama] doğrulama
    [donus] dönüş
    [duraklamasi] duraklaması
    [durdugu] durduğu
    [es] eş
    [esik] eşik
    [esit] eşit
    [gecen] geçen
    [gittigi] gittiği
    [gun] gün
    [gunluk] günlük
    [hayir] hayır
    [hiz] hız
    [icinde] içinde
    [iliskisiz] ilişkisiz
    [islem] işlem
    [islenen] işlenen
    [kararli] kararlı
    [kayip] kayıp
    [kayit] kayıt
    [kaymasi] kayması
    [kisma] kısma
    [kosum] koşum
    [kosumsuz] koşumsuz
    [kotasi] kotası
    [kotu] kötü
    [kovasi] kovası
    [kullanici] kullanıcı
    [noktasi] noktası
    [oldurulen] öldürülen
    [olu] ölü
    [olumu] ölümü
    [once] önce
    [ornek] örnek
    [parca] parça
    [sarsinti] sarsıntı
    [sarsintisiz] sarsıntısız
    [satirlar] satırlar
    [sayac] sayaç
    [sayilan] sayılan
    [sigan] sığan
    [siniri] sınırı
    [sinirsiz] sınırsız
    [sira] sıra
    [sn] s
    [surdurme] sürdürme
    [sure] süre
    [surec] süreç
    [tetiklendigi] tetiklendiği
    [tuketicide] tüketicide
    [ustel] üstel
    [ustu] üstü
    [vazgecilen] vazgeçilen
    [vazgecme] vazgeçme
    [vazgecmiyor] vazgeçmiyor
    [vazgecti] vazgeçti
    [yakalaninca] yakalanınca
    [yazdiran] yazdıran
    [yazilan] yazılan
    [yazmasi] yazması
    [yerlesim] yerleşim
    [yogun] yoğun
    [zamanli] zamanlı
    [naive] { term-tz-naive }
    [compatible] { term-tz-compatible }
    [earlier] { term-tz-earlier }
    [later] { term-tz-later }
    [reject] { term-tz-reject }
    [utc] { term-tz-utc }
   *[other] { $ascii }
  }

## A lesson's own summary (its "Özet"), point by point in the lesson's words, closing its
## page, handout and deck: src/output/recap.rs. Numbers are read from the run's tables.
recap-lead = Dersin kendi özeti; sayılar bu benzetimin sonuçlarından.
recap-sections = Bölümlerin şekilleri ne gösteriyor
recap-000-1 = Yineleyen görev tanımı “şu andan sonraki koşum anı” işlevine indirgenir; “şimdi” değerini dışarıdan almak, zamanlamayı sınanabilir kılar.
recap-000-2 = Ayın olmayan gününe bağlanan tanımlar taşarak sonraki aya kayar; atlama ya da ayın son gününe kelepçeleme politikası açıkça yazılmalıdır.
recap-000-3 = Sabit hız kaymayı önler ama çakışmaya açıktır; sabit gecikme çakışmayı önler ama koşum anlarını kaydırır.
recap-000-4 = Çakışma uzun koşumdan, çok örnekli dağıtımdan ve yeniden dağıtımdan doğar; üçünün de çözümü koşmadan önce alınan kira kilididir.
## $unlocked, $locked: the concurrent-run peak without a lock and with the lease lock
## (the point is left out unless the lock lowers it).
recap-000-5 = Kilidin doğruluğu almanın atomikliğine, dayanıklılığı ise kira süresinin dolmasıyla kendiliğinden düşmesine bağlıdır; ölçüm eş zamanlı koşum zirvesini { $unlocked ->
    [2] 2'den
    [3] 3'ten
    [4] 4'ten
    [5] 5'ten
    [6] 6'dan
    [7] 7'den
    [8] 8'den
    [9] 9'dan
    [10] 10'dan
   *[other] { $unlocked } koşumdan
  } { $locked ->
    [1] 1'e
    [2] 2'ye
    [3] 3'e
    [4] 4'e
    [5] 5'e
    [6] 6'ya
    [7] 7'ye
    [8] 8'e
    [9] 9'a
   *[other] { $locked } koşuma
  } indirmiştir.
recap-001-1 = Uzun bir iş sabit büyüklükte parçalar işleyen bir döngüye çevrilir; her turun sonunda durum yazılır ve olay döngüsüne dönülür.
recap-001-2 = İlerleme belleğe değil, işin kimliğiyle anahtarlanmış dayanıklı bir durum kaydına yazılır; kayıt hem sorgulanabilir ilerleme hem de sürdürme noktasıdır.
recap-001-3 = İptal işbirlikçidir: dışarıdaki taraf yalnız bir im kaldırır, işi yapan taraf o imi parça sınırlarında okur ve tutarlı bir noktada durur.
recap-001-4 = Durum yazması bildirimden önce yapılır; ters sıra, bildirilmiş ama kaydedilmemiş ilerleme yüzünden aynı kayıtların iki kez işlenmesine yol açar.
recap-001-5 = Parça boyutu iptal gecikmesi ile ilerleme yazma sayısı arasındaki ödünleşimdir; kullanıcının beklediği işte gecikme, gece koşan işte yazma sayısı ağır basar.
recap-004-1 = Zehirli mesaj yalnız başarısız olan ileti değildir; tüketici sürecini sonlandırdığı için hata işleme kodunu hiç çalıştırmaz.
## Counted when the error is caught: $starts starts (all ended in a crash), $processed
## processed, $remaining left in the queue; counted at delivery: $starts_delivery starts,
## the poison message isolated at its $delivery-th delivery.
recap-004-2 = Sayaç hata yakalandığında artırıldığında { $starts } başlatmanın hepsi ölümle bitti, { $processed } ileti işlendi ve { $remaining } ileti kuyrukta kaldı; teslim anında artırıldığında { $starts_delivery } başlatma yetti, ileti { $delivery }. teslimde yalıtıldı ve kuyruk boşaldı.
## $attempts: the attempts of the waits table; $exponential_s, $capped_s: their total wait
## in seconds; $budget_min: the time budget in minutes; $exponential_n, $capped_n: the
## attempts that fit in it.
recap-004-3 = Tavanlı üstel geri çekilme { $attempts } denemede toplam beklemeyi { $exponential_s } saniyeden { $capped_s } saniyeye indirdi ve { $budget_min } dakikalık bütçeye { $exponential_n } yerine { $capped_n } deneme sığdırdı.
## $consumers consumers' $requests retries; without jitter in $buckets buckets, peak $peak;
## full and decorrelated jitter's peaks; $spread_s: when decorrelated jitter's last bucket
## ends, in whole seconds.
recap-004-4 = { $consumers } tüketicinin { $requests } yeniden denemesi sarsıntısız çizelgede { $buckets } kovaya yığıldı ve tepe { $peak } oldu; tam sarsıntı tepeyi { $full } isteğe, ilişkisiz sarsıntı { $decorrelated } isteğe indirdi ve yayılımı { $spread_s } saniyeye uzattı.
recap-004-5 = Deneme bütçesi ile zaman bütçesi birlikte tanımlanır; geri çekilme süresi görünmezlik süresini aşmamalı, bekleme tüketicide değil kuyruğun zaman düzleminde tutulmalıdır.
## Above a students' table: the columns that read the same in every row, said once.
## $list: "header: value" pairs.
students-common = Her satırda aynı: { $list }
