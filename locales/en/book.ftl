# Handouts (A4) and decks (16:9): src/output/print.rs.
# $code is the lesson's code ("004"), passed as text.

print-lesson = Lesson { $code }
print-course = A course on background jobs
print-handout = handout
print-deck = slides
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
