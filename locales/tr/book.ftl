# Ders notları (A4) ve slaytlar (16:9): src/output/print.rs.
# $code dersin kodu ("004"), metin olarak verilir.

print-lesson = Ders { $code }
print-course = Arka plan işleri kursu
print-handout = ders notu
print-deck = slaytlar
print-handout-link = ders notu (A4)
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
book-try = laboratuvarda dene: parametreleri değiştir →
# $command: the command as HTML code; $port: the lab's default port.
book-try-start = Her bölümdeki <em>laboratuvarda dene</em> bağlantısı bu makinede çalışan laboratuvarda açılır: başlatmak için bir uçbirimde { $command } yazın ({ $port } portunu dinler).

## Ders sayfaları, dizin ve yazarlar sayfası: src/output/pages.rs.
book-index-title = Arka plan işleri dersi — şekiller ve tablolar
book-course = Arka plan işleri dersi
book-index-lead = Her dersin şekilleri, tabloları ve programlarının çıktısı, dersin sırasıyla. Sayılar derslerin programlarıyla birebir aynı; her şekil her üretimde aynı baytlar.
book-lesson = Ders
book-figures = şekil
book-index-authors = Şekilleri ve tabloları yeniden üretmek isteyen yazarlar için
book-index-lab = Her bölümde <em>laboratuvarda dene</em> bağlantısı o deneyi parametreleriyle açar. Bütün senaryolar tek listede: <a href="/senaryolar">senaryolar</a>.
book-full-size = tam boy
book-lesson-lead = Bölümler dersin sırasıyla. Her bölüm dersin kendi deneyiyle başlar; <span class="part">Ek</span> işaretli kısımlar (ya olsaydı, gerçek sistemler) derse ek başvuru malzemesidir. <span class="badge">ders şekli</span> işaretli şekiller slayt setindedir. Bir şekle dokunmak onu tam boy açar.
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
