## Lesson 005: worker pools.

## A run's row: $workers, $service (its label), $failing: yes | no;
## $retry: the retry policy's name (shown when attempts fail).
pool-row = { $workers } işçi, { $service }{ $failing ->
    [yes] , { $retry }
   *[no] {""}
  }

## worker-pool: a row whose measured window is no steady state (see steady.rs).
## $regime: growing | unsettled; $row: the row (işçi sayısı, hizmet, yeniden deneme);
## $first, $last: the first and last quarter's mean wait; $warmup: the warm-up's length;
## $relax: the queue's relaxation time; $short: warmup | batch | both (what is shorter than
## it); $batch: a twentieth of the measured window; $because: pool-short-of, worded.
pool-short-of = { $short ->
    [warmup] ısınma ({ $warmup }) kuyruğun durulma süresinden (yaklaşık { $relax }) kısa
    [batch] ölçülen pencerenin yirmide biri ({ $batch }) kuyruğun durulma süresinden (yaklaşık { $relax }) kısa
   *[both] ısınma ({ $warmup }) da ölçülen pencerenin yirmide biri ({ $batch }) de kuyruğun durulma süresinden (yaklaşık { $relax }) kısa
  }
pool-settling = { $regime ->
    [growing] { $row }: kuyruk oturmuyor, büyüyor. Ölçülen pencerenin ilk çeyreğinde ortalama bekleme { $first }, son çeyreğinde { $last }; bu satırın beklemeleri kararlı durum değil, koşum uzadıkça uzuyor.
   *[unsettled] { $row }: kuyruk henüz oturmadı: { $because }; ortalama bekleme kararlı durumun değeri değil.
  }
## The tail chart's title. $agree: yes | no | unsettled | growing; $p, $p_theory: P(wait > 0);
## $wait, $wait_theory: the mean wait; $low, $high: the 95 % interval over $batches batch means.
pool-tail-title = { $agree ->
    [yes] Benzetim Erlang C ile örtüşüyor: P(bekleme > 0) { $p } (kuram { $p_theory }), ortalama bekleme { $wait } (kuram { $wait_theory }; { $batches } dilimin %95 aralığı { $low }–{ $high })
    [no] Benzetim ve Erlang C: P(bekleme > 0) { $p } (kuram { $p_theory }), ortalama bekleme { $wait } (kuram { $wait_theory }; { $batches } dilimin %95 aralığı { $low }–{ $high })
    [growing] Kuyruk büyüyor, kararlı durum yok: ortalama bekleme { $wait } (Erlang C { $wait_theory }) koşumun uzunluğuna bağlı
   *[unsettled] Kuyruk henüz oturmadı: ortalama bekleme { $wait }, Erlang C { $wait_theory }; { $because }
  }
