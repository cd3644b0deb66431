# The lab's own words: refusals and notes of `jobsim serve`.

lab-stopped = Bu koşum laboratuvarın { $seconds } saniyelik zaman bütçesini aştı ve durduruldu: parametreleri küçültün ya da komut satırında çalıştırın: { $command }
lab-too-many-title = çok fazla istek
lab-too-many = Çok fazla istek: bir istemciden { $seconds } saniyede en çok { $rate } istek; biraz bekleyip sayfayı yenileyin.
lab-chart-too-large = Bu grafik { $marks } öğe çizerdi; laboratuvar bir grafikte en çok { $max } öğe çizer. Parametreleri küçültün ya da grafiği komut satırında çizin: { $command } --out çıktı
