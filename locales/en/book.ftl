# Handouts (A4) and decks (16:9): src/output/print.rs.
# $code is the lesson's code ("004"), passed as text.

print-lesson = Lesson { $code }
print-course = A course on background jobs
print-handout = handout
print-deck = slides
print-handout-link = handout (A4)
print-deck-link = slides (16:9)
print-handout-subtitle = Handout · { $sections ->
    [one] 1 section
   *[other] { $sections } sections
  } · { $figures ->
    [one] 1 figure
   *[other] { $figures } figures
  }
print-page = { $n } / { $total }
print-section = Section { $n } of { $total }
print-sections = Sections
print-summary = Summary
print-summary-lead = What each section's lesson figures show
print-appendix = Appendix
print-appendix-lead = Beyond the lesson: what if, and real systems
print-notes = Speaker notes
print-slide = Slide { $n }

## A scenario's way into the lab
book-try = try it in the lab: change the parameters →
# $command: the command as HTML code; $port: the lab's default port.
book-try-start = In every section the <em>try it in the lab</em> link opens in the lab running on this machine: to start it, type { $command } in a terminal (it listens on port { $port }).

## The lesson pages, the index and the authors' page: src/output/pages.rs.
book-index-title = A course on background jobs — figures and tables
book-course = A course on background jobs
book-index-lead = Each lesson's figures, tables and program output, in the lesson's order. The numbers are exactly those of the lessons' programs; every figure is the same bytes on every render.
book-lesson = Lesson
book-figures = figures
book-index-authors = For authors who want to reproduce the figures and tables
book-index-lab = In every section the <em>try it in the lab</em> link opens that experiment with its parameters. All scenarios in one list: <a href="/senaryolar">scenarios</a>.
book-full-size = full size
book-lesson-lead = The sections follow the lesson. Each starts with the lesson's own experiment; parts marked <span class="part">Extension</span> (what if, real systems) are reference material beyond the lesson. Figures marked <span class="badge">lesson figure</span> are in the slide deck. Tap a figure to open it full size.
book-lesson-lab = In the lab a few slow scenarios run at a smaller size (trials or messages); their own page says so and can switch back to the lesson's size.
book-to-print = To print
book-authors-title = Reproduce — for authors
book-authors = Reproduce
book-authors-lead = For authors: every output is made by <code>jobsim</code>. All of them with <code>cargo run --release -- render --all --lang tr,en</code> (the lesson pages, PDF handouts and slides included; this edition is the <code>en</code> one); the print versions of every chart (PDF, 300 dpi PNG) with <code>render --all --print</code>.
book-authors-column = { $column ->
    [scenario] scenario
    [lesson] lesson
    [model] model
   *[command] command
  }
book-authors-anchors = Appendix — performance anchors (not course material)
