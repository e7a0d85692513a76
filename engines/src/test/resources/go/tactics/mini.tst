# A few STS-RV class-0 problems from GNU Go's regression suite (STS-RV_0.tst), in its format,
# for the regression runner's end-to-end test.

loadsgf games/_semeai_C0_001.sgf
1 analyze_semeai A11 A10
#? [1 1 (PASS|A9|C9)]*
2 analyze_semeai A10 A11
#? [0 0 PASS]

loadsgf games/_semeai_C0_002.sgf
3 analyze_semeai L1 N1
#? [1 0 (PASS|O1)]

# An answer that must fail: the expected pattern is deliberately wrong.
4 analyze_semeai N1 L1
#? [0 0 PASS]

# An unknown command counts as failed, not skipped.
5 no_such_command
#? [.*]
