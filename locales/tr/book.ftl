# Ders notları (A4) ve slaytlar (16:9): src/output/print.rs.
# $code dersin kodu ("004"), metin olarak verilir.

print-lesson = Ders { $code }
print-course = Arka plan işleri kursu
print-handout = ders notu
print-deck = slaytlar
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
