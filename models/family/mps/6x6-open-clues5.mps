* kt-csp board=6x6 leaper=1,2 closed=0 start=- end=- clues=e1=1,a4=16,e2=22,b5=24,b6=29
* kt-csp MIP model: binary 'arc_a1_c2' is 1 when the tour jumps a1 -> c2 (an open tour adds
* 'first_a1' and 'last_h8' for its ends); rows out_/in_ take one arc out of and into each
* square. Subtours are cut by a flow from a root, a unit to each square ('flow_arc_a1_c2' at
* most n where the arc is taken), or where moves are numbered (clues, magic) by integer
* 'pos_a1', a1's move number from 0: rows order_a1_c2 (pos_c2 >= pos_a1 + 1 - n (1 -
* arc_a1_c2) - (n - 2) arc_c2_a1). skip_, zero_, cross_ and straight_ columns serve the
* longest path, a closed tour's chosen start, and the fewest crossings or turns.
NAME knights_tour
OBJSENSE
    MIN
ROWS
 N obj
 E out_a1
 E in_a1
 E out_b1
 E in_b1
 E out_c1
 E in_c1
 E out_d1
 E in_d1
 E out_e1
 E in_e1
 E out_f1
 E in_f1
 E out_a2
 E in_a2
 E out_b2
 E in_b2
 E out_c2
 E in_c2
 E out_d2
 E in_d2
 E out_e2
 E in_e2
 E out_f2
 E in_f2
 E out_a3
 E in_a3
 E out_b3
 E in_b3
 E out_c3
 E in_c3
 E out_d3
 E in_d3
 E out_e3
 E in_e3
 E out_f3
 E in_f3
 E out_a4
 E in_a4
 E out_b4
 E in_b4
 E out_c4
 E in_c4
 E out_d4
 E in_d4
 E out_e4
 E in_e4
 E out_f4
 E in_f4
 E out_a5
 E in_a5
 E out_b5
 E in_b5
 E out_c5
 E in_c5
 E out_d5
 E in_d5
 E out_e5
 E in_e5
 E out_f5
 E in_f5
 E out_a6
 E in_a6
 E out_b6
 E in_b6
 E out_c6
 E in_c6
 E out_d6
 E in_d6
 E out_e6
 E in_e6
 E out_f6
 E in_f6
 E out_path
 E in_path
 G order_a1_b3
 G order_a1_c2
 G order_b1_c3
 G order_b1_d2
 G order_b1_a3
 G order_c1_d3
 G order_c1_e2
 G order_c1_a2
 G order_c1_b3
 G order_d1_e3
 G order_d1_f2
 G order_d1_b2
 G order_d1_c3
 G order_e1_f3
 G order_e1_c2
 G order_e1_d3
 G order_f1_d2
 G order_f1_e3
 G order_a2_b4
 G order_a2_c3
 G order_a2_c1
 G order_b2_c4
 G order_b2_d3
 G order_b2_d1
 G order_b2_a4
 G order_c2_d4
 G order_c2_e3
 G order_c2_e1
 G order_c2_a1
 G order_c2_a3
 G order_c2_b4
 G order_d2_e4
 G order_d2_f3
 G order_d2_f1
 G order_d2_b1
 G order_d2_b3
 G order_d2_c4
 G order_e2_f4
 G order_e2_c1
 G order_e2_c3
 G order_e2_d4
 G order_f2_d1
 G order_f2_d3
 G order_f2_e4
 G order_a3_b5
 G order_a3_c4
 G order_a3_c2
 G order_a3_b1
 G order_b3_c5
 G order_b3_d4
 G order_b3_d2
 G order_b3_c1
 G order_b3_a1
 G order_b3_a5
 G order_c3_d5
 G order_c3_e4
 G order_c3_e2
 G order_c3_d1
 G order_c3_b1
 G order_c3_a2
 G order_c3_a4
 G order_c3_b5
 G order_d3_e5
 G order_d3_f4
 G order_d3_f2
 G order_d3_e1
 G order_d3_c1
 G order_d3_b2
 G order_d3_b4
 G order_d3_c5
 G order_e3_f5
 G order_e3_f1
 G order_e3_d1
 G order_e3_c2
 G order_e3_c4
 G order_e3_d5
 G order_f3_e1
 G order_f3_d2
 G order_f3_d4
 G order_f3_e5
 G order_a4_b6
 G order_a4_c5
 G order_a4_c3
 G order_a4_b2
 G order_b4_c6
 G order_b4_d5
 G order_b4_d3
 G order_b4_c2
 G order_b4_a2
 G order_b4_a6
 G order_c4_d6
 G order_c4_e5
 G order_c4_e3
 G order_c4_d2
 G order_c4_b2
 G order_c4_a3
 G order_c4_a5
 G order_c4_b6
 G order_d4_e6
 G order_d4_f5
 G order_d4_f3
 G order_d4_e2
 G order_d4_c2
 G order_d4_b3
 G order_d4_b5
 G order_d4_c6
 G order_e4_f6
 G order_e4_f2
 G order_e4_d2
 G order_e4_c3
 G order_e4_c5
 G order_e4_d6
 G order_f4_e2
 G order_f4_d3
 G order_f4_d5
 G order_f4_e6
 G order_a5_c6
 G order_a5_c4
 G order_a5_b3
 G order_b5_d6
 G order_b5_d4
 G order_b5_c3
 G order_b5_a3
 G order_c5_e6
 G order_c5_e4
 G order_c5_d3
 G order_c5_b3
 G order_c5_a4
 G order_c5_a6
 G order_d5_f6
 G order_d5_f4
 G order_d5_e3
 G order_d5_c3
 G order_d5_b4
 G order_d5_b6
 G order_e5_f3
 G order_e5_d3
 G order_e5_c4
 G order_e5_c6
 G order_f5_e3
 G order_f5_d4
 G order_f5_d6
 G order_a6_c5
 G order_a6_b4
 G order_b6_d5
 G order_b6_c4
 G order_b6_a4
 G order_c6_e5
 G order_c6_d4
 G order_c6_b4
 G order_c6_a5
 G order_d6_f5
 G order_d6_e4
 G order_d6_c4
 G order_d6_b5
 G order_e6_f4
 G order_e6_d4
 G order_e6_c5
 G order_f6_e4
 G order_f6_d5
COLUMNS
 MARKER 'MARKER' 'INTORG'
 arc_a1_b3 out_a1 1
 arc_a1_b3 in_b3 1
 arc_a1_b3 order_a1_b3 -36
 arc_a1_b3 order_b3_a1 -34
 arc_a1_c2 out_a1 1
 arc_a1_c2 in_c2 1
 arc_a1_c2 order_a1_c2 -36
 arc_a1_c2 order_c2_a1 -34
 arc_b1_c3 out_b1 1
 arc_b1_c3 in_c3 1
 arc_b1_c3 order_b1_c3 -36
 arc_b1_c3 order_c3_b1 -34
 arc_b1_d2 out_b1 1
 arc_b1_d2 in_d2 1
 arc_b1_d2 order_b1_d2 -36
 arc_b1_d2 order_d2_b1 -34
 arc_b1_a3 out_b1 1
 arc_b1_a3 in_a3 1
 arc_b1_a3 order_b1_a3 -36
 arc_b1_a3 order_a3_b1 -34
 arc_c1_d3 out_c1 1
 arc_c1_d3 in_d3 1
 arc_c1_d3 order_c1_d3 -36
 arc_c1_d3 order_d3_c1 -34
 arc_c1_e2 out_c1 1
 arc_c1_e2 in_e2 1
 arc_c1_e2 order_c1_e2 -36
 arc_c1_e2 order_e2_c1 -34
 arc_c1_a2 out_c1 1
 arc_c1_a2 in_a2 1
 arc_c1_a2 order_c1_a2 -36
 arc_c1_a2 order_a2_c1 -34
 arc_c1_b3 out_c1 1
 arc_c1_b3 in_b3 1
 arc_c1_b3 order_c1_b3 -36
 arc_c1_b3 order_b3_c1 -34
 arc_d1_e3 out_d1 1
 arc_d1_e3 in_e3 1
 arc_d1_e3 order_d1_e3 -36
 arc_d1_e3 order_e3_d1 -34
 arc_d1_f2 out_d1 1
 arc_d1_f2 in_f2 1
 arc_d1_f2 order_d1_f2 -36
 arc_d1_f2 order_f2_d1 -34
 arc_d1_b2 out_d1 1
 arc_d1_b2 in_b2 1
 arc_d1_b2 order_d1_b2 -36
 arc_d1_b2 order_b2_d1 -34
 arc_d1_c3 out_d1 1
 arc_d1_c3 in_c3 1
 arc_d1_c3 order_d1_c3 -36
 arc_d1_c3 order_c3_d1 -34
 arc_e1_f3 out_e1 1
 arc_e1_f3 in_f3 1
 arc_e1_f3 order_e1_f3 -36
 arc_e1_f3 order_f3_e1 -34
 arc_e1_c2 out_e1 1
 arc_e1_c2 in_c2 1
 arc_e1_c2 order_e1_c2 -36
 arc_e1_c2 order_c2_e1 -34
 arc_e1_d3 out_e1 1
 arc_e1_d3 in_d3 1
 arc_e1_d3 order_e1_d3 -36
 arc_e1_d3 order_d3_e1 -34
 arc_f1_d2 out_f1 1
 arc_f1_d2 in_d2 1
 arc_f1_d2 order_f1_d2 -36
 arc_f1_d2 order_d2_f1 -34
 arc_f1_e3 out_f1 1
 arc_f1_e3 in_e3 1
 arc_f1_e3 order_f1_e3 -36
 arc_f1_e3 order_e3_f1 -34
 arc_a2_b4 out_a2 1
 arc_a2_b4 in_b4 1
 arc_a2_b4 order_a2_b4 -36
 arc_a2_b4 order_b4_a2 -34
 arc_a2_c3 out_a2 1
 arc_a2_c3 in_c3 1
 arc_a2_c3 order_a2_c3 -36
 arc_a2_c3 order_c3_a2 -34
 arc_a2_c1 in_c1 1
 arc_a2_c1 out_a2 1
 arc_a2_c1 order_c1_a2 -34
 arc_a2_c1 order_a2_c1 -36
 arc_b2_c4 out_b2 1
 arc_b2_c4 in_c4 1
 arc_b2_c4 order_b2_c4 -36
 arc_b2_c4 order_c4_b2 -34
 arc_b2_d3 out_b2 1
 arc_b2_d3 in_d3 1
 arc_b2_d3 order_b2_d3 -36
 arc_b2_d3 order_d3_b2 -34
 arc_b2_d1 in_d1 1
 arc_b2_d1 out_b2 1
 arc_b2_d1 order_d1_b2 -34
 arc_b2_d1 order_b2_d1 -36
 arc_b2_a4 out_b2 1
 arc_b2_a4 in_a4 1
 arc_b2_a4 order_b2_a4 -36
 arc_b2_a4 order_a4_b2 -34
 arc_c2_d4 out_c2 1
 arc_c2_d4 in_d4 1
 arc_c2_d4 order_c2_d4 -36
 arc_c2_d4 order_d4_c2 -34
 arc_c2_e3 out_c2 1
 arc_c2_e3 in_e3 1
 arc_c2_e3 order_c2_e3 -36
 arc_c2_e3 order_e3_c2 -34
 arc_c2_e1 in_e1 1
 arc_c2_e1 out_c2 1
 arc_c2_e1 order_e1_c2 -34
 arc_c2_e1 order_c2_e1 -36
 arc_c2_a1 in_a1 1
 arc_c2_a1 out_c2 1
 arc_c2_a1 order_a1_c2 -34
 arc_c2_a1 order_c2_a1 -36
 arc_c2_a3 out_c2 1
 arc_c2_a3 in_a3 1
 arc_c2_a3 order_c2_a3 -36
 arc_c2_a3 order_a3_c2 -34
 arc_c2_b4 out_c2 1
 arc_c2_b4 in_b4 1
 arc_c2_b4 order_c2_b4 -36
 arc_c2_b4 order_b4_c2 -34
 arc_d2_e4 out_d2 1
 arc_d2_e4 in_e4 1
 arc_d2_e4 order_d2_e4 -36
 arc_d2_e4 order_e4_d2 -34
 arc_d2_f3 out_d2 1
 arc_d2_f3 in_f3 1
 arc_d2_f3 order_d2_f3 -36
 arc_d2_f3 order_f3_d2 -34
 arc_d2_f1 in_f1 1
 arc_d2_f1 out_d2 1
 arc_d2_f1 order_f1_d2 -34
 arc_d2_f1 order_d2_f1 -36
 arc_d2_b1 in_b1 1
 arc_d2_b1 out_d2 1
 arc_d2_b1 order_b1_d2 -34
 arc_d2_b1 order_d2_b1 -36
 arc_d2_b3 out_d2 1
 arc_d2_b3 in_b3 1
 arc_d2_b3 order_d2_b3 -36
 arc_d2_b3 order_b3_d2 -34
 arc_d2_c4 out_d2 1
 arc_d2_c4 in_c4 1
 arc_d2_c4 order_d2_c4 -36
 arc_d2_c4 order_c4_d2 -34
 arc_e2_f4 out_e2 1
 arc_e2_f4 in_f4 1
 arc_e2_f4 order_e2_f4 -36
 arc_e2_f4 order_f4_e2 -34
 arc_e2_c1 in_c1 1
 arc_e2_c1 out_e2 1
 arc_e2_c1 order_c1_e2 -34
 arc_e2_c1 order_e2_c1 -36
 arc_e2_c3 out_e2 1
 arc_e2_c3 in_c3 1
 arc_e2_c3 order_e2_c3 -36
 arc_e2_c3 order_c3_e2 -34
 arc_e2_d4 out_e2 1
 arc_e2_d4 in_d4 1
 arc_e2_d4 order_e2_d4 -36
 arc_e2_d4 order_d4_e2 -34
 arc_f2_d1 in_d1 1
 arc_f2_d1 out_f2 1
 arc_f2_d1 order_d1_f2 -34
 arc_f2_d1 order_f2_d1 -36
 arc_f2_d3 out_f2 1
 arc_f2_d3 in_d3 1
 arc_f2_d3 order_f2_d3 -36
 arc_f2_d3 order_d3_f2 -34
 arc_f2_e4 out_f2 1
 arc_f2_e4 in_e4 1
 arc_f2_e4 order_f2_e4 -36
 arc_f2_e4 order_e4_f2 -34
 arc_a3_b5 out_a3 1
 arc_a3_b5 in_b5 1
 arc_a3_b5 order_a3_b5 -36
 arc_a3_b5 order_b5_a3 -34
 arc_a3_c4 out_a3 1
 arc_a3_c4 in_c4 1
 arc_a3_c4 order_a3_c4 -36
 arc_a3_c4 order_c4_a3 -34
 arc_a3_c2 in_c2 1
 arc_a3_c2 out_a3 1
 arc_a3_c2 order_c2_a3 -34
 arc_a3_c2 order_a3_c2 -36
 arc_a3_b1 in_b1 1
 arc_a3_b1 out_a3 1
 arc_a3_b1 order_b1_a3 -34
 arc_a3_b1 order_a3_b1 -36
 arc_b3_c5 out_b3 1
 arc_b3_c5 in_c5 1
 arc_b3_c5 order_b3_c5 -36
 arc_b3_c5 order_c5_b3 -34
 arc_b3_d4 out_b3 1
 arc_b3_d4 in_d4 1
 arc_b3_d4 order_b3_d4 -36
 arc_b3_d4 order_d4_b3 -34
 arc_b3_d2 in_d2 1
 arc_b3_d2 out_b3 1
 arc_b3_d2 order_d2_b3 -34
 arc_b3_d2 order_b3_d2 -36
 arc_b3_c1 in_c1 1
 arc_b3_c1 out_b3 1
 arc_b3_c1 order_c1_b3 -34
 arc_b3_c1 order_b3_c1 -36
 arc_b3_a1 in_a1 1
 arc_b3_a1 out_b3 1
 arc_b3_a1 order_a1_b3 -34
 arc_b3_a1 order_b3_a1 -36
 arc_b3_a5 out_b3 1
 arc_b3_a5 in_a5 1
 arc_b3_a5 order_b3_a5 -36
 arc_b3_a5 order_a5_b3 -34
 arc_c3_d5 out_c3 1
 arc_c3_d5 in_d5 1
 arc_c3_d5 order_c3_d5 -36
 arc_c3_d5 order_d5_c3 -34
 arc_c3_e4 out_c3 1
 arc_c3_e4 in_e4 1
 arc_c3_e4 order_c3_e4 -36
 arc_c3_e4 order_e4_c3 -34
 arc_c3_e2 in_e2 1
 arc_c3_e2 out_c3 1
 arc_c3_e2 order_e2_c3 -34
 arc_c3_e2 order_c3_e2 -36
 arc_c3_d1 in_d1 1
 arc_c3_d1 out_c3 1
 arc_c3_d1 order_d1_c3 -34
 arc_c3_d1 order_c3_d1 -36
 arc_c3_b1 in_b1 1
 arc_c3_b1 out_c3 1
 arc_c3_b1 order_b1_c3 -34
 arc_c3_b1 order_c3_b1 -36
 arc_c3_a2 in_a2 1
 arc_c3_a2 out_c3 1
 arc_c3_a2 order_a2_c3 -34
 arc_c3_a2 order_c3_a2 -36
 arc_c3_a4 out_c3 1
 arc_c3_a4 in_a4 1
 arc_c3_a4 order_c3_a4 -36
 arc_c3_a4 order_a4_c3 -34
 arc_c3_b5 out_c3 1
 arc_c3_b5 in_b5 1
 arc_c3_b5 order_c3_b5 -36
 arc_c3_b5 order_b5_c3 -34
 arc_d3_e5 out_d3 1
 arc_d3_e5 in_e5 1
 arc_d3_e5 order_d3_e5 -36
 arc_d3_e5 order_e5_d3 -34
 arc_d3_f4 out_d3 1
 arc_d3_f4 in_f4 1
 arc_d3_f4 order_d3_f4 -36
 arc_d3_f4 order_f4_d3 -34
 arc_d3_f2 in_f2 1
 arc_d3_f2 out_d3 1
 arc_d3_f2 order_f2_d3 -34
 arc_d3_f2 order_d3_f2 -36
 arc_d3_e1 in_e1 1
 arc_d3_e1 out_d3 1
 arc_d3_e1 order_e1_d3 -34
 arc_d3_e1 order_d3_e1 -36
 arc_d3_c1 in_c1 1
 arc_d3_c1 out_d3 1
 arc_d3_c1 order_c1_d3 -34
 arc_d3_c1 order_d3_c1 -36
 arc_d3_b2 in_b2 1
 arc_d3_b2 out_d3 1
 arc_d3_b2 order_b2_d3 -34
 arc_d3_b2 order_d3_b2 -36
 arc_d3_b4 out_d3 1
 arc_d3_b4 in_b4 1
 arc_d3_b4 order_d3_b4 -36
 arc_d3_b4 order_b4_d3 -34
 arc_d3_c5 out_d3 1
 arc_d3_c5 in_c5 1
 arc_d3_c5 order_d3_c5 -36
 arc_d3_c5 order_c5_d3 -34
 arc_e3_f5 out_e3 1
 arc_e3_f5 in_f5 1
 arc_e3_f5 order_e3_f5 -36
 arc_e3_f5 order_f5_e3 -34
 arc_e3_f1 in_f1 1
 arc_e3_f1 out_e3 1
 arc_e3_f1 order_f1_e3 -34
 arc_e3_f1 order_e3_f1 -36
 arc_e3_d1 in_d1 1
 arc_e3_d1 out_e3 1
 arc_e3_d1 order_d1_e3 -34
 arc_e3_d1 order_e3_d1 -36
 arc_e3_c2 in_c2 1
 arc_e3_c2 out_e3 1
 arc_e3_c2 order_c2_e3 -34
 arc_e3_c2 order_e3_c2 -36
 arc_e3_c4 out_e3 1
 arc_e3_c4 in_c4 1
 arc_e3_c4 order_e3_c4 -36
 arc_e3_c4 order_c4_e3 -34
 arc_e3_d5 out_e3 1
 arc_e3_d5 in_d5 1
 arc_e3_d5 order_e3_d5 -36
 arc_e3_d5 order_d5_e3 -34
 arc_f3_e1 in_e1 1
 arc_f3_e1 out_f3 1
 arc_f3_e1 order_e1_f3 -34
 arc_f3_e1 order_f3_e1 -36
 arc_f3_d2 in_d2 1
 arc_f3_d2 out_f3 1
 arc_f3_d2 order_d2_f3 -34
 arc_f3_d2 order_f3_d2 -36
 arc_f3_d4 out_f3 1
 arc_f3_d4 in_d4 1
 arc_f3_d4 order_f3_d4 -36
 arc_f3_d4 order_d4_f3 -34
 arc_f3_e5 out_f3 1
 arc_f3_e5 in_e5 1
 arc_f3_e5 order_f3_e5 -36
 arc_f3_e5 order_e5_f3 -34
 arc_a4_b6 out_a4 1
 arc_a4_b6 in_b6 1
 arc_a4_b6 order_a4_b6 -36
 arc_a4_b6 order_b6_a4 -34
 arc_a4_c5 out_a4 1
 arc_a4_c5 in_c5 1
 arc_a4_c5 order_a4_c5 -36
 arc_a4_c5 order_c5_a4 -34
 arc_a4_c3 in_c3 1
 arc_a4_c3 out_a4 1
 arc_a4_c3 order_c3_a4 -34
 arc_a4_c3 order_a4_c3 -36
 arc_a4_b2 in_b2 1
 arc_a4_b2 out_a4 1
 arc_a4_b2 order_b2_a4 -34
 arc_a4_b2 order_a4_b2 -36
 arc_b4_c6 out_b4 1
 arc_b4_c6 in_c6 1
 arc_b4_c6 order_b4_c6 -36
 arc_b4_c6 order_c6_b4 -34
 arc_b4_d5 out_b4 1
 arc_b4_d5 in_d5 1
 arc_b4_d5 order_b4_d5 -36
 arc_b4_d5 order_d5_b4 -34
 arc_b4_d3 in_d3 1
 arc_b4_d3 out_b4 1
 arc_b4_d3 order_d3_b4 -34
 arc_b4_d3 order_b4_d3 -36
 arc_b4_c2 in_c2 1
 arc_b4_c2 out_b4 1
 arc_b4_c2 order_c2_b4 -34
 arc_b4_c2 order_b4_c2 -36
 arc_b4_a2 in_a2 1
 arc_b4_a2 out_b4 1
 arc_b4_a2 order_a2_b4 -34
 arc_b4_a2 order_b4_a2 -36
 arc_b4_a6 out_b4 1
 arc_b4_a6 in_a6 1
 arc_b4_a6 order_b4_a6 -36
 arc_b4_a6 order_a6_b4 -34
 arc_c4_d6 out_c4 1
 arc_c4_d6 in_d6 1
 arc_c4_d6 order_c4_d6 -36
 arc_c4_d6 order_d6_c4 -34
 arc_c4_e5 out_c4 1
 arc_c4_e5 in_e5 1
 arc_c4_e5 order_c4_e5 -36
 arc_c4_e5 order_e5_c4 -34
 arc_c4_e3 in_e3 1
 arc_c4_e3 out_c4 1
 arc_c4_e3 order_e3_c4 -34
 arc_c4_e3 order_c4_e3 -36
 arc_c4_d2 in_d2 1
 arc_c4_d2 out_c4 1
 arc_c4_d2 order_d2_c4 -34
 arc_c4_d2 order_c4_d2 -36
 arc_c4_b2 in_b2 1
 arc_c4_b2 out_c4 1
 arc_c4_b2 order_b2_c4 -34
 arc_c4_b2 order_c4_b2 -36
 arc_c4_a3 in_a3 1
 arc_c4_a3 out_c4 1
 arc_c4_a3 order_a3_c4 -34
 arc_c4_a3 order_c4_a3 -36
 arc_c4_a5 out_c4 1
 arc_c4_a5 in_a5 1
 arc_c4_a5 order_c4_a5 -36
 arc_c4_a5 order_a5_c4 -34
 arc_c4_b6 out_c4 1
 arc_c4_b6 in_b6 1
 arc_c4_b6 order_c4_b6 -36
 arc_c4_b6 order_b6_c4 -34
 arc_d4_e6 out_d4 1
 arc_d4_e6 in_e6 1
 arc_d4_e6 order_d4_e6 -36
 arc_d4_e6 order_e6_d4 -34
 arc_d4_f5 out_d4 1
 arc_d4_f5 in_f5 1
 arc_d4_f5 order_d4_f5 -36
 arc_d4_f5 order_f5_d4 -34
 arc_d4_f3 in_f3 1
 arc_d4_f3 out_d4 1
 arc_d4_f3 order_f3_d4 -34
 arc_d4_f3 order_d4_f3 -36
 arc_d4_e2 in_e2 1
 arc_d4_e2 out_d4 1
 arc_d4_e2 order_e2_d4 -34
 arc_d4_e2 order_d4_e2 -36
 arc_d4_c2 in_c2 1
 arc_d4_c2 out_d4 1
 arc_d4_c2 order_c2_d4 -34
 arc_d4_c2 order_d4_c2 -36
 arc_d4_b3 in_b3 1
 arc_d4_b3 out_d4 1
 arc_d4_b3 order_b3_d4 -34
 arc_d4_b3 order_d4_b3 -36
 arc_d4_b5 out_d4 1
 arc_d4_b5 in_b5 1
 arc_d4_b5 order_d4_b5 -36
 arc_d4_b5 order_b5_d4 -34
 arc_d4_c6 out_d4 1
 arc_d4_c6 in_c6 1
 arc_d4_c6 order_d4_c6 -36
 arc_d4_c6 order_c6_d4 -34
 arc_e4_f6 out_e4 1
 arc_e4_f6 in_f6 1
 arc_e4_f6 order_e4_f6 -36
 arc_e4_f6 order_f6_e4 -34
 arc_e4_f2 in_f2 1
 arc_e4_f2 out_e4 1
 arc_e4_f2 order_f2_e4 -34
 arc_e4_f2 order_e4_f2 -36
 arc_e4_d2 in_d2 1
 arc_e4_d2 out_e4 1
 arc_e4_d2 order_d2_e4 -34
 arc_e4_d2 order_e4_d2 -36
 arc_e4_c3 in_c3 1
 arc_e4_c3 out_e4 1
 arc_e4_c3 order_c3_e4 -34
 arc_e4_c3 order_e4_c3 -36
 arc_e4_c5 out_e4 1
 arc_e4_c5 in_c5 1
 arc_e4_c5 order_e4_c5 -36
 arc_e4_c5 order_c5_e4 -34
 arc_e4_d6 out_e4 1
 arc_e4_d6 in_d6 1
 arc_e4_d6 order_e4_d6 -36
 arc_e4_d6 order_d6_e4 -34
 arc_f4_e2 in_e2 1
 arc_f4_e2 out_f4 1
 arc_f4_e2 order_e2_f4 -34
 arc_f4_e2 order_f4_e2 -36
 arc_f4_d3 in_d3 1
 arc_f4_d3 out_f4 1
 arc_f4_d3 order_d3_f4 -34
 arc_f4_d3 order_f4_d3 -36
 arc_f4_d5 out_f4 1
 arc_f4_d5 in_d5 1
 arc_f4_d5 order_f4_d5 -36
 arc_f4_d5 order_d5_f4 -34
 arc_f4_e6 out_f4 1
 arc_f4_e6 in_e6 1
 arc_f4_e6 order_f4_e6 -36
 arc_f4_e6 order_e6_f4 -34
 arc_a5_c6 out_a5 1
 arc_a5_c6 in_c6 1
 arc_a5_c6 order_a5_c6 -36
 arc_a5_c6 order_c6_a5 -34
 arc_a5_c4 in_c4 1
 arc_a5_c4 out_a5 1
 arc_a5_c4 order_c4_a5 -34
 arc_a5_c4 order_a5_c4 -36
 arc_a5_b3 in_b3 1
 arc_a5_b3 out_a5 1
 arc_a5_b3 order_b3_a5 -34
 arc_a5_b3 order_a5_b3 -36
 arc_b5_d6 out_b5 1
 arc_b5_d6 in_d6 1
 arc_b5_d6 order_b5_d6 -36
 arc_b5_d6 order_d6_b5 -34
 arc_b5_d4 in_d4 1
 arc_b5_d4 out_b5 1
 arc_b5_d4 order_d4_b5 -34
 arc_b5_d4 order_b5_d4 -36
 arc_b5_c3 in_c3 1
 arc_b5_c3 out_b5 1
 arc_b5_c3 order_c3_b5 -34
 arc_b5_c3 order_b5_c3 -36
 arc_b5_a3 in_a3 1
 arc_b5_a3 out_b5 1
 arc_b5_a3 order_a3_b5 -34
 arc_b5_a3 order_b5_a3 -36
 arc_c5_e6 out_c5 1
 arc_c5_e6 in_e6 1
 arc_c5_e6 order_c5_e6 -36
 arc_c5_e6 order_e6_c5 -34
 arc_c5_e4 in_e4 1
 arc_c5_e4 out_c5 1
 arc_c5_e4 order_e4_c5 -34
 arc_c5_e4 order_c5_e4 -36
 arc_c5_d3 in_d3 1
 arc_c5_d3 out_c5 1
 arc_c5_d3 order_d3_c5 -34
 arc_c5_d3 order_c5_d3 -36
 arc_c5_b3 in_b3 1
 arc_c5_b3 out_c5 1
 arc_c5_b3 order_b3_c5 -34
 arc_c5_b3 order_c5_b3 -36
 arc_c5_a4 in_a4 1
 arc_c5_a4 out_c5 1
 arc_c5_a4 order_a4_c5 -34
 arc_c5_a4 order_c5_a4 -36
 arc_c5_a6 out_c5 1
 arc_c5_a6 in_a6 1
 arc_c5_a6 order_c5_a6 -36
 arc_c5_a6 order_a6_c5 -34
 arc_d5_f6 out_d5 1
 arc_d5_f6 in_f6 1
 arc_d5_f6 order_d5_f6 -36
 arc_d5_f6 order_f6_d5 -34
 arc_d5_f4 in_f4 1
 arc_d5_f4 out_d5 1
 arc_d5_f4 order_f4_d5 -34
 arc_d5_f4 order_d5_f4 -36
 arc_d5_e3 in_e3 1
 arc_d5_e3 out_d5 1
 arc_d5_e3 order_e3_d5 -34
 arc_d5_e3 order_d5_e3 -36
 arc_d5_c3 in_c3 1
 arc_d5_c3 out_d5 1
 arc_d5_c3 order_c3_d5 -34
 arc_d5_c3 order_d5_c3 -36
 arc_d5_b4 in_b4 1
 arc_d5_b4 out_d5 1
 arc_d5_b4 order_b4_d5 -34
 arc_d5_b4 order_d5_b4 -36
 arc_d5_b6 out_d5 1
 arc_d5_b6 in_b6 1
 arc_d5_b6 order_d5_b6 -36
 arc_d5_b6 order_b6_d5 -34
 arc_e5_f3 in_f3 1
 arc_e5_f3 out_e5 1
 arc_e5_f3 order_f3_e5 -34
 arc_e5_f3 order_e5_f3 -36
 arc_e5_d3 in_d3 1
 arc_e5_d3 out_e5 1
 arc_e5_d3 order_d3_e5 -34
 arc_e5_d3 order_e5_d3 -36
 arc_e5_c4 in_c4 1
 arc_e5_c4 out_e5 1
 arc_e5_c4 order_c4_e5 -34
 arc_e5_c4 order_e5_c4 -36
 arc_e5_c6 out_e5 1
 arc_e5_c6 in_c6 1
 arc_e5_c6 order_e5_c6 -36
 arc_e5_c6 order_c6_e5 -34
 arc_f5_e3 in_e3 1
 arc_f5_e3 out_f5 1
 arc_f5_e3 order_e3_f5 -34
 arc_f5_e3 order_f5_e3 -36
 arc_f5_d4 in_d4 1
 arc_f5_d4 out_f5 1
 arc_f5_d4 order_d4_f5 -34
 arc_f5_d4 order_f5_d4 -36
 arc_f5_d6 out_f5 1
 arc_f5_d6 in_d6 1
 arc_f5_d6 order_f5_d6 -36
 arc_f5_d6 order_d6_f5 -34
 arc_a6_c5 in_c5 1
 arc_a6_c5 out_a6 1
 arc_a6_c5 order_c5_a6 -34
 arc_a6_c5 order_a6_c5 -36
 arc_a6_b4 in_b4 1
 arc_a6_b4 out_a6 1
 arc_a6_b4 order_b4_a6 -34
 arc_a6_b4 order_a6_b4 -36
 arc_b6_d5 in_d5 1
 arc_b6_d5 out_b6 1
 arc_b6_d5 order_d5_b6 -34
 arc_b6_d5 order_b6_d5 -36
 arc_b6_c4 in_c4 1
 arc_b6_c4 out_b6 1
 arc_b6_c4 order_c4_b6 -34
 arc_b6_c4 order_b6_c4 -36
 arc_b6_a4 in_a4 1
 arc_b6_a4 out_b6 1
 arc_b6_a4 order_a4_b6 -34
 arc_b6_a4 order_b6_a4 -36
 arc_c6_e5 in_e5 1
 arc_c6_e5 out_c6 1
 arc_c6_e5 order_e5_c6 -34
 arc_c6_e5 order_c6_e5 -36
 arc_c6_d4 in_d4 1
 arc_c6_d4 out_c6 1
 arc_c6_d4 order_d4_c6 -34
 arc_c6_d4 order_c6_d4 -36
 arc_c6_b4 in_b4 1
 arc_c6_b4 out_c6 1
 arc_c6_b4 order_b4_c6 -34
 arc_c6_b4 order_c6_b4 -36
 arc_c6_a5 in_a5 1
 arc_c6_a5 out_c6 1
 arc_c6_a5 order_a5_c6 -34
 arc_c6_a5 order_c6_a5 -36
 arc_d6_f5 in_f5 1
 arc_d6_f5 out_d6 1
 arc_d6_f5 order_f5_d6 -34
 arc_d6_f5 order_d6_f5 -36
 arc_d6_e4 in_e4 1
 arc_d6_e4 out_d6 1
 arc_d6_e4 order_e4_d6 -34
 arc_d6_e4 order_d6_e4 -36
 arc_d6_c4 in_c4 1
 arc_d6_c4 out_d6 1
 arc_d6_c4 order_c4_d6 -34
 arc_d6_c4 order_d6_c4 -36
 arc_d6_b5 in_b5 1
 arc_d6_b5 out_d6 1
 arc_d6_b5 order_b5_d6 -34
 arc_d6_b5 order_d6_b5 -36
 arc_e6_f4 in_f4 1
 arc_e6_f4 out_e6 1
 arc_e6_f4 order_f4_e6 -34
 arc_e6_f4 order_e6_f4 -36
 arc_e6_d4 in_d4 1
 arc_e6_d4 out_e6 1
 arc_e6_d4 order_d4_e6 -34
 arc_e6_d4 order_e6_d4 -36
 arc_e6_c5 in_c5 1
 arc_e6_c5 out_e6 1
 arc_e6_c5 order_c5_e6 -34
 arc_e6_c5 order_e6_c5 -36
 arc_f6_e4 in_e4 1
 arc_f6_e4 out_f6 1
 arc_f6_e4 order_e4_f6 -34
 arc_f6_e4 order_f6_e4 -36
 arc_f6_d5 in_d5 1
 arc_f6_d5 out_f6 1
 arc_f6_d5 order_d5_f6 -34
 arc_f6_d5 order_f6_d5 -36
 first_a1 in_a1 1
 first_a1 out_path 1
 first_b1 in_b1 1
 first_b1 out_path 1
 first_c1 in_c1 1
 first_c1 out_path 1
 first_d1 in_d1 1
 first_d1 out_path 1
 first_e1 in_e1 1
 first_e1 out_path 1
 first_f1 in_f1 1
 first_f1 out_path 1
 first_a2 in_a2 1
 first_a2 out_path 1
 first_b2 in_b2 1
 first_b2 out_path 1
 first_c2 in_c2 1
 first_c2 out_path 1
 first_d2 in_d2 1
 first_d2 out_path 1
 first_e2 in_e2 1
 first_e2 out_path 1
 first_f2 in_f2 1
 first_f2 out_path 1
 first_a3 in_a3 1
 first_a3 out_path 1
 first_b3 in_b3 1
 first_b3 out_path 1
 first_c3 in_c3 1
 first_c3 out_path 1
 first_d3 in_d3 1
 first_d3 out_path 1
 first_e3 in_e3 1
 first_e3 out_path 1
 first_f3 in_f3 1
 first_f3 out_path 1
 first_a4 in_a4 1
 first_a4 out_path 1
 first_b4 in_b4 1
 first_b4 out_path 1
 first_c4 in_c4 1
 first_c4 out_path 1
 first_d4 in_d4 1
 first_d4 out_path 1
 first_e4 in_e4 1
 first_e4 out_path 1
 first_f4 in_f4 1
 first_f4 out_path 1
 first_a5 in_a5 1
 first_a5 out_path 1
 first_b5 in_b5 1
 first_b5 out_path 1
 first_c5 in_c5 1
 first_c5 out_path 1
 first_d5 in_d5 1
 first_d5 out_path 1
 first_e5 in_e5 1
 first_e5 out_path 1
 first_f5 in_f5 1
 first_f5 out_path 1
 first_a6 in_a6 1
 first_a6 out_path 1
 first_b6 in_b6 1
 first_b6 out_path 1
 first_c6 in_c6 1
 first_c6 out_path 1
 first_d6 in_d6 1
 first_d6 out_path 1
 first_e6 in_e6 1
 first_e6 out_path 1
 first_f6 in_f6 1
 first_f6 out_path 1
 last_a1 out_a1 1
 last_a1 in_path 1
 last_b1 out_b1 1
 last_b1 in_path 1
 last_c1 out_c1 1
 last_c1 in_path 1
 last_d1 out_d1 1
 last_d1 in_path 1
 last_e1 out_e1 1
 last_e1 in_path 1
 last_f1 out_f1 1
 last_f1 in_path 1
 last_a2 out_a2 1
 last_a2 in_path 1
 last_b2 out_b2 1
 last_b2 in_path 1
 last_c2 out_c2 1
 last_c2 in_path 1
 last_d2 out_d2 1
 last_d2 in_path 1
 last_e2 out_e2 1
 last_e2 in_path 1
 last_f2 out_f2 1
 last_f2 in_path 1
 last_a3 out_a3 1
 last_a3 in_path 1
 last_b3 out_b3 1
 last_b3 in_path 1
 last_c3 out_c3 1
 last_c3 in_path 1
 last_d3 out_d3 1
 last_d3 in_path 1
 last_e3 out_e3 1
 last_e3 in_path 1
 last_f3 out_f3 1
 last_f3 in_path 1
 last_a4 out_a4 1
 last_a4 in_path 1
 last_b4 out_b4 1
 last_b4 in_path 1
 last_c4 out_c4 1
 last_c4 in_path 1
 last_d4 out_d4 1
 last_d4 in_path 1
 last_e4 out_e4 1
 last_e4 in_path 1
 last_f4 out_f4 1
 last_f4 in_path 1
 last_a5 out_a5 1
 last_a5 in_path 1
 last_b5 out_b5 1
 last_b5 in_path 1
 last_c5 out_c5 1
 last_c5 in_path 1
 last_d5 out_d5 1
 last_d5 in_path 1
 last_e5 out_e5 1
 last_e5 in_path 1
 last_f5 out_f5 1
 last_f5 in_path 1
 last_a6 out_a6 1
 last_a6 in_path 1
 last_b6 out_b6 1
 last_b6 in_path 1
 last_c6 out_c6 1
 last_c6 in_path 1
 last_d6 out_d6 1
 last_d6 in_path 1
 last_e6 out_e6 1
 last_e6 in_path 1
 last_f6 out_f6 1
 last_f6 in_path 1
 pos_a1 order_a1_b3 -1
 pos_a1 order_a1_c2 -1
 pos_a1 order_c2_a1 1
 pos_a1 order_b3_a1 1
 pos_b1 order_b1_c3 -1
 pos_b1 order_b1_d2 -1
 pos_b1 order_b1_a3 -1
 pos_b1 order_d2_b1 1
 pos_b1 order_a3_b1 1
 pos_b1 order_c3_b1 1
 pos_c1 order_c1_d3 -1
 pos_c1 order_c1_e2 -1
 pos_c1 order_c1_a2 -1
 pos_c1 order_c1_b3 -1
 pos_c1 order_a2_c1 1
 pos_c1 order_e2_c1 1
 pos_c1 order_b3_c1 1
 pos_c1 order_d3_c1 1
 pos_d1 order_d1_e3 -1
 pos_d1 order_d1_f2 -1
 pos_d1 order_d1_b2 -1
 pos_d1 order_d1_c3 -1
 pos_d1 order_b2_d1 1
 pos_d1 order_f2_d1 1
 pos_d1 order_c3_d1 1
 pos_d1 order_e3_d1 1
 pos_e1 order_e1_f3 -1
 pos_e1 order_e1_c2 -1
 pos_e1 order_e1_d3 -1
 pos_e1 order_c2_e1 1
 pos_e1 order_d3_e1 1
 pos_e1 order_f3_e1 1
 pos_f1 order_f1_d2 -1
 pos_f1 order_f1_e3 -1
 pos_f1 order_d2_f1 1
 pos_f1 order_e3_f1 1
 pos_a2 order_c1_a2 1
 pos_a2 order_a2_b4 -1
 pos_a2 order_a2_c3 -1
 pos_a2 order_a2_c1 -1
 pos_a2 order_c3_a2 1
 pos_a2 order_b4_a2 1
 pos_b2 order_d1_b2 1
 pos_b2 order_b2_c4 -1
 pos_b2 order_b2_d3 -1
 pos_b2 order_b2_d1 -1
 pos_b2 order_b2_a4 -1
 pos_b2 order_d3_b2 1
 pos_b2 order_a4_b2 1
 pos_b2 order_c4_b2 1
 pos_c2 order_a1_c2 1
 pos_c2 order_e1_c2 1
 pos_c2 order_c2_d4 -1
 pos_c2 order_c2_e3 -1
 pos_c2 order_c2_e1 -1
 pos_c2 order_c2_a1 -1
 pos_c2 order_c2_a3 -1
 pos_c2 order_c2_b4 -1
 pos_c2 order_a3_c2 1
 pos_c2 order_e3_c2 1
 pos_c2 order_b4_c2 1
 pos_c2 order_d4_c2 1
 pos_d2 order_b1_d2 1
 pos_d2 order_f1_d2 1
 pos_d2 order_d2_e4 -1
 pos_d2 order_d2_f3 -1
 pos_d2 order_d2_f1 -1
 pos_d2 order_d2_b1 -1
 pos_d2 order_d2_b3 -1
 pos_d2 order_d2_c4 -1
 pos_d2 order_b3_d2 1
 pos_d2 order_f3_d2 1
 pos_d2 order_c4_d2 1
 pos_d2 order_e4_d2 1
 pos_e2 order_c1_e2 1
 pos_e2 order_e2_f4 -1
 pos_e2 order_e2_c1 -1
 pos_e2 order_e2_c3 -1
 pos_e2 order_e2_d4 -1
 pos_e2 order_c3_e2 1
 pos_e2 order_d4_e2 1
 pos_e2 order_f4_e2 1
 pos_f2 order_d1_f2 1
 pos_f2 order_f2_d1 -1
 pos_f2 order_f2_d3 -1
 pos_f2 order_f2_e4 -1
 pos_f2 order_d3_f2 1
 pos_f2 order_e4_f2 1
 pos_a3 order_b1_a3 1
 pos_a3 order_c2_a3 1
 pos_a3 order_a3_b5 -1
 pos_a3 order_a3_c4 -1
 pos_a3 order_a3_c2 -1
 pos_a3 order_a3_b1 -1
 pos_a3 order_c4_a3 1
 pos_a3 order_b5_a3 1
 pos_b3 order_a1_b3 1
 pos_b3 order_c1_b3 1
 pos_b3 order_d2_b3 1
 pos_b3 order_b3_c5 -1
 pos_b3 order_b3_d4 -1
 pos_b3 order_b3_d2 -1
 pos_b3 order_b3_c1 -1
 pos_b3 order_b3_a1 -1
 pos_b3 order_b3_a5 -1
 pos_b3 order_d4_b3 1
 pos_b3 order_a5_b3 1
 pos_b3 order_c5_b3 1
 pos_c3 order_b1_c3 1
 pos_c3 order_d1_c3 1
 pos_c3 order_a2_c3 1
 pos_c3 order_e2_c3 1
 pos_c3 order_c3_d5 -1
 pos_c3 order_c3_e4 -1
 pos_c3 order_c3_e2 -1
 pos_c3 order_c3_d1 -1
 pos_c3 order_c3_b1 -1
 pos_c3 order_c3_a2 -1
 pos_c3 order_c3_a4 -1
 pos_c3 order_c3_b5 -1
 pos_c3 order_a4_c3 1
 pos_c3 order_e4_c3 1
 pos_c3 order_b5_c3 1
 pos_c3 order_d5_c3 1
 pos_d3 order_c1_d3 1
 pos_d3 order_e1_d3 1
 pos_d3 order_b2_d3 1
 pos_d3 order_f2_d3 1
 pos_d3 order_d3_e5 -1
 pos_d3 order_d3_f4 -1
 pos_d3 order_d3_f2 -1
 pos_d3 order_d3_e1 -1
 pos_d3 order_d3_c1 -1
 pos_d3 order_d3_b2 -1
 pos_d3 order_d3_b4 -1
 pos_d3 order_d3_c5 -1
 pos_d3 order_b4_d3 1
 pos_d3 order_f4_d3 1
 pos_d3 order_c5_d3 1
 pos_d3 order_e5_d3 1
 pos_e3 order_d1_e3 1
 pos_e3 order_f1_e3 1
 pos_e3 order_c2_e3 1
 pos_e3 order_e3_f5 -1
 pos_e3 order_e3_f1 -1
 pos_e3 order_e3_d1 -1
 pos_e3 order_e3_c2 -1
 pos_e3 order_e3_c4 -1
 pos_e3 order_e3_d5 -1
 pos_e3 order_c4_e3 1
 pos_e3 order_d5_e3 1
 pos_e3 order_f5_e3 1
 pos_f3 order_e1_f3 1
 pos_f3 order_d2_f3 1
 pos_f3 order_f3_e1 -1
 pos_f3 order_f3_d2 -1
 pos_f3 order_f3_d4 -1
 pos_f3 order_f3_e5 -1
 pos_f3 order_d4_f3 1
 pos_f3 order_e5_f3 1
 pos_a4 order_b2_a4 1
 pos_a4 order_c3_a4 1
 pos_a4 order_a4_b6 -1
 pos_a4 order_a4_c5 -1
 pos_a4 order_a4_c3 -1
 pos_a4 order_a4_b2 -1
 pos_a4 order_c5_a4 1
 pos_a4 order_b6_a4 1
 pos_b4 order_a2_b4 1
 pos_b4 order_c2_b4 1
 pos_b4 order_d3_b4 1
 pos_b4 order_b4_c6 -1
 pos_b4 order_b4_d5 -1
 pos_b4 order_b4_d3 -1
 pos_b4 order_b4_c2 -1
 pos_b4 order_b4_a2 -1
 pos_b4 order_b4_a6 -1
 pos_b4 order_d5_b4 1
 pos_b4 order_a6_b4 1
 pos_b4 order_c6_b4 1
 pos_c4 order_b2_c4 1
 pos_c4 order_d2_c4 1
 pos_c4 order_a3_c4 1
 pos_c4 order_e3_c4 1
 pos_c4 order_c4_d6 -1
 pos_c4 order_c4_e5 -1
 pos_c4 order_c4_e3 -1
 pos_c4 order_c4_d2 -1
 pos_c4 order_c4_b2 -1
 pos_c4 order_c4_a3 -1
 pos_c4 order_c4_a5 -1
 pos_c4 order_c4_b6 -1
 pos_c4 order_a5_c4 1
 pos_c4 order_e5_c4 1
 pos_c4 order_b6_c4 1
 pos_c4 order_d6_c4 1
 pos_d4 order_c2_d4 1
 pos_d4 order_e2_d4 1
 pos_d4 order_b3_d4 1
 pos_d4 order_f3_d4 1
 pos_d4 order_d4_e6 -1
 pos_d4 order_d4_f5 -1
 pos_d4 order_d4_f3 -1
 pos_d4 order_d4_e2 -1
 pos_d4 order_d4_c2 -1
 pos_d4 order_d4_b3 -1
 pos_d4 order_d4_b5 -1
 pos_d4 order_d4_c6 -1
 pos_d4 order_b5_d4 1
 pos_d4 order_f5_d4 1
 pos_d4 order_c6_d4 1
 pos_d4 order_e6_d4 1
 pos_e4 order_d2_e4 1
 pos_e4 order_f2_e4 1
 pos_e4 order_c3_e4 1
 pos_e4 order_e4_f6 -1
 pos_e4 order_e4_f2 -1
 pos_e4 order_e4_d2 -1
 pos_e4 order_e4_c3 -1
 pos_e4 order_e4_c5 -1
 pos_e4 order_e4_d6 -1
 pos_e4 order_c5_e4 1
 pos_e4 order_d6_e4 1
 pos_e4 order_f6_e4 1
 pos_f4 order_e2_f4 1
 pos_f4 order_d3_f4 1
 pos_f4 order_f4_e2 -1
 pos_f4 order_f4_d3 -1
 pos_f4 order_f4_d5 -1
 pos_f4 order_f4_e6 -1
 pos_f4 order_d5_f4 1
 pos_f4 order_e6_f4 1
 pos_a5 order_b3_a5 1
 pos_a5 order_c4_a5 1
 pos_a5 order_a5_c6 -1
 pos_a5 order_a5_c4 -1
 pos_a5 order_a5_b3 -1
 pos_a5 order_c6_a5 1
 pos_b5 order_a3_b5 1
 pos_b5 order_c3_b5 1
 pos_b5 order_d4_b5 1
 pos_b5 order_b5_d6 -1
 pos_b5 order_b5_d4 -1
 pos_b5 order_b5_c3 -1
 pos_b5 order_b5_a3 -1
 pos_b5 order_d6_b5 1
 pos_c5 order_b3_c5 1
 pos_c5 order_d3_c5 1
 pos_c5 order_a4_c5 1
 pos_c5 order_e4_c5 1
 pos_c5 order_c5_e6 -1
 pos_c5 order_c5_e4 -1
 pos_c5 order_c5_d3 -1
 pos_c5 order_c5_b3 -1
 pos_c5 order_c5_a4 -1
 pos_c5 order_c5_a6 -1
 pos_c5 order_a6_c5 1
 pos_c5 order_e6_c5 1
 pos_d5 order_c3_d5 1
 pos_d5 order_e3_d5 1
 pos_d5 order_b4_d5 1
 pos_d5 order_f4_d5 1
 pos_d5 order_d5_f6 -1
 pos_d5 order_d5_f4 -1
 pos_d5 order_d5_e3 -1
 pos_d5 order_d5_c3 -1
 pos_d5 order_d5_b4 -1
 pos_d5 order_d5_b6 -1
 pos_d5 order_b6_d5 1
 pos_d5 order_f6_d5 1
 pos_e5 order_d3_e5 1
 pos_e5 order_f3_e5 1
 pos_e5 order_c4_e5 1
 pos_e5 order_e5_f3 -1
 pos_e5 order_e5_d3 -1
 pos_e5 order_e5_c4 -1
 pos_e5 order_e5_c6 -1
 pos_e5 order_c6_e5 1
 pos_f5 order_e3_f5 1
 pos_f5 order_d4_f5 1
 pos_f5 order_f5_e3 -1
 pos_f5 order_f5_d4 -1
 pos_f5 order_f5_d6 -1
 pos_f5 order_d6_f5 1
 pos_a6 order_b4_a6 1
 pos_a6 order_c5_a6 1
 pos_a6 order_a6_c5 -1
 pos_a6 order_a6_b4 -1
 pos_b6 order_a4_b6 1
 pos_b6 order_c4_b6 1
 pos_b6 order_d5_b6 1
 pos_b6 order_b6_d5 -1
 pos_b6 order_b6_c4 -1
 pos_b6 order_b6_a4 -1
 pos_c6 order_b4_c6 1
 pos_c6 order_d4_c6 1
 pos_c6 order_a5_c6 1
 pos_c6 order_e5_c6 1
 pos_c6 order_c6_e5 -1
 pos_c6 order_c6_d4 -1
 pos_c6 order_c6_b4 -1
 pos_c6 order_c6_a5 -1
 pos_d6 order_c4_d6 1
 pos_d6 order_e4_d6 1
 pos_d6 order_b5_d6 1
 pos_d6 order_f5_d6 1
 pos_d6 order_d6_f5 -1
 pos_d6 order_d6_e4 -1
 pos_d6 order_d6_c4 -1
 pos_d6 order_d6_b5 -1
 pos_e6 order_d4_e6 1
 pos_e6 order_f4_e6 1
 pos_e6 order_c5_e6 1
 pos_e6 order_e6_f4 -1
 pos_e6 order_e6_d4 -1
 pos_e6 order_e6_c5 -1
 pos_f6 order_e4_f6 1
 pos_f6 order_d5_f6 1
 pos_f6 order_f6_e4 -1
 pos_f6 order_f6_d5 -1
 MARKER 'MARKER' 'INTEND'
RHS
 rhs out_a1 1
 rhs in_a1 1
 rhs out_b1 1
 rhs in_b1 1
 rhs out_c1 1
 rhs in_c1 1
 rhs out_d1 1
 rhs in_d1 1
 rhs out_e1 1
 rhs in_e1 1
 rhs out_f1 1
 rhs in_f1 1
 rhs out_a2 1
 rhs in_a2 1
 rhs out_b2 1
 rhs in_b2 1
 rhs out_c2 1
 rhs in_c2 1
 rhs out_d2 1
 rhs in_d2 1
 rhs out_e2 1
 rhs in_e2 1
 rhs out_f2 1
 rhs in_f2 1
 rhs out_a3 1
 rhs in_a3 1
 rhs out_b3 1
 rhs in_b3 1
 rhs out_c3 1
 rhs in_c3 1
 rhs out_d3 1
 rhs in_d3 1
 rhs out_e3 1
 rhs in_e3 1
 rhs out_f3 1
 rhs in_f3 1
 rhs out_a4 1
 rhs in_a4 1
 rhs out_b4 1
 rhs in_b4 1
 rhs out_c4 1
 rhs in_c4 1
 rhs out_d4 1
 rhs in_d4 1
 rhs out_e4 1
 rhs in_e4 1
 rhs out_f4 1
 rhs in_f4 1
 rhs out_a5 1
 rhs in_a5 1
 rhs out_b5 1
 rhs in_b5 1
 rhs out_c5 1
 rhs in_c5 1
 rhs out_d5 1
 rhs in_d5 1
 rhs out_e5 1
 rhs in_e5 1
 rhs out_f5 1
 rhs in_f5 1
 rhs out_a6 1
 rhs in_a6 1
 rhs out_b6 1
 rhs in_b6 1
 rhs out_c6 1
 rhs in_c6 1
 rhs out_d6 1
 rhs in_d6 1
 rhs out_e6 1
 rhs in_e6 1
 rhs out_f6 1
 rhs in_f6 1
 rhs out_path 1
 rhs in_path 1
 rhs order_a1_b3 -35
 rhs order_a1_c2 -35
 rhs order_b1_c3 -35
 rhs order_b1_d2 -35
 rhs order_b1_a3 -35
 rhs order_c1_d3 -35
 rhs order_c1_e2 -35
 rhs order_c1_a2 -35
 rhs order_c1_b3 -35
 rhs order_d1_e3 -35
 rhs order_d1_f2 -35
 rhs order_d1_b2 -35
 rhs order_d1_c3 -35
 rhs order_e1_f3 -35
 rhs order_e1_c2 -35
 rhs order_e1_d3 -35
 rhs order_f1_d2 -35
 rhs order_f1_e3 -35
 rhs order_a2_b4 -35
 rhs order_a2_c3 -35
 rhs order_a2_c1 -35
 rhs order_b2_c4 -35
 rhs order_b2_d3 -35
 rhs order_b2_d1 -35
 rhs order_b2_a4 -35
 rhs order_c2_d4 -35
 rhs order_c2_e3 -35
 rhs order_c2_e1 -35
 rhs order_c2_a1 -35
 rhs order_c2_a3 -35
 rhs order_c2_b4 -35
 rhs order_d2_e4 -35
 rhs order_d2_f3 -35
 rhs order_d2_f1 -35
 rhs order_d2_b1 -35
 rhs order_d2_b3 -35
 rhs order_d2_c4 -35
 rhs order_e2_f4 -35
 rhs order_e2_c1 -35
 rhs order_e2_c3 -35
 rhs order_e2_d4 -35
 rhs order_f2_d1 -35
 rhs order_f2_d3 -35
 rhs order_f2_e4 -35
 rhs order_a3_b5 -35
 rhs order_a3_c4 -35
 rhs order_a3_c2 -35
 rhs order_a3_b1 -35
 rhs order_b3_c5 -35
 rhs order_b3_d4 -35
 rhs order_b3_d2 -35
 rhs order_b3_c1 -35
 rhs order_b3_a1 -35
 rhs order_b3_a5 -35
 rhs order_c3_d5 -35
 rhs order_c3_e4 -35
 rhs order_c3_e2 -35
 rhs order_c3_d1 -35
 rhs order_c3_b1 -35
 rhs order_c3_a2 -35
 rhs order_c3_a4 -35
 rhs order_c3_b5 -35
 rhs order_d3_e5 -35
 rhs order_d3_f4 -35
 rhs order_d3_f2 -35
 rhs order_d3_e1 -35
 rhs order_d3_c1 -35
 rhs order_d3_b2 -35
 rhs order_d3_b4 -35
 rhs order_d3_c5 -35
 rhs order_e3_f5 -35
 rhs order_e3_f1 -35
 rhs order_e3_d1 -35
 rhs order_e3_c2 -35
 rhs order_e3_c4 -35
 rhs order_e3_d5 -35
 rhs order_f3_e1 -35
 rhs order_f3_d2 -35
 rhs order_f3_d4 -35
 rhs order_f3_e5 -35
 rhs order_a4_b6 -35
 rhs order_a4_c5 -35
 rhs order_a4_c3 -35
 rhs order_a4_b2 -35
 rhs order_b4_c6 -35
 rhs order_b4_d5 -35
 rhs order_b4_d3 -35
 rhs order_b4_c2 -35
 rhs order_b4_a2 -35
 rhs order_b4_a6 -35
 rhs order_c4_d6 -35
 rhs order_c4_e5 -35
 rhs order_c4_e3 -35
 rhs order_c4_d2 -35
 rhs order_c4_b2 -35
 rhs order_c4_a3 -35
 rhs order_c4_a5 -35
 rhs order_c4_b6 -35
 rhs order_d4_e6 -35
 rhs order_d4_f5 -35
 rhs order_d4_f3 -35
 rhs order_d4_e2 -35
 rhs order_d4_c2 -35
 rhs order_d4_b3 -35
 rhs order_d4_b5 -35
 rhs order_d4_c6 -35
 rhs order_e4_f6 -35
 rhs order_e4_f2 -35
 rhs order_e4_d2 -35
 rhs order_e4_c3 -35
 rhs order_e4_c5 -35
 rhs order_e4_d6 -35
 rhs order_f4_e2 -35
 rhs order_f4_d3 -35
 rhs order_f4_d5 -35
 rhs order_f4_e6 -35
 rhs order_a5_c6 -35
 rhs order_a5_c4 -35
 rhs order_a5_b3 -35
 rhs order_b5_d6 -35
 rhs order_b5_d4 -35
 rhs order_b5_c3 -35
 rhs order_b5_a3 -35
 rhs order_c5_e6 -35
 rhs order_c5_e4 -35
 rhs order_c5_d3 -35
 rhs order_c5_b3 -35
 rhs order_c5_a4 -35
 rhs order_c5_a6 -35
 rhs order_d5_f6 -35
 rhs order_d5_f4 -35
 rhs order_d5_e3 -35
 rhs order_d5_c3 -35
 rhs order_d5_b4 -35
 rhs order_d5_b6 -35
 rhs order_e5_f3 -35
 rhs order_e5_d3 -35
 rhs order_e5_c4 -35
 rhs order_e5_c6 -35
 rhs order_f5_e3 -35
 rhs order_f5_d4 -35
 rhs order_f5_d6 -35
 rhs order_a6_c5 -35
 rhs order_a6_b4 -35
 rhs order_b6_d5 -35
 rhs order_b6_c4 -35
 rhs order_b6_a4 -35
 rhs order_c6_e5 -35
 rhs order_c6_d4 -35
 rhs order_c6_b4 -35
 rhs order_c6_a5 -35
 rhs order_d6_f5 -35
 rhs order_d6_e4 -35
 rhs order_d6_c4 -35
 rhs order_d6_b5 -35
 rhs order_e6_f4 -35
 rhs order_e6_d4 -35
 rhs order_e6_c5 -35
 rhs order_f6_e4 -35
 rhs order_f6_d5 -35
BOUNDS
 BV bnd arc_a1_b3
 BV bnd arc_a1_c2
 BV bnd arc_b1_c3
 BV bnd arc_b1_d2
 BV bnd arc_b1_a3
 BV bnd arc_c1_d3
 BV bnd arc_c1_e2
 BV bnd arc_c1_a2
 BV bnd arc_c1_b3
 BV bnd arc_d1_e3
 BV bnd arc_d1_f2
 BV bnd arc_d1_b2
 BV bnd arc_d1_c3
 BV bnd arc_e1_f3
 BV bnd arc_e1_c2
 BV bnd arc_e1_d3
 BV bnd arc_f1_d2
 BV bnd arc_f1_e3
 BV bnd arc_a2_b4
 BV bnd arc_a2_c3
 BV bnd arc_a2_c1
 BV bnd arc_b2_c4
 BV bnd arc_b2_d3
 BV bnd arc_b2_d1
 BV bnd arc_b2_a4
 BV bnd arc_c2_d4
 BV bnd arc_c2_e3
 BV bnd arc_c2_e1
 BV bnd arc_c2_a1
 BV bnd arc_c2_a3
 BV bnd arc_c2_b4
 BV bnd arc_d2_e4
 BV bnd arc_d2_f3
 BV bnd arc_d2_f1
 BV bnd arc_d2_b1
 BV bnd arc_d2_b3
 BV bnd arc_d2_c4
 BV bnd arc_e2_f4
 BV bnd arc_e2_c1
 BV bnd arc_e2_c3
 BV bnd arc_e2_d4
 BV bnd arc_f2_d1
 BV bnd arc_f2_d3
 BV bnd arc_f2_e4
 BV bnd arc_a3_b5
 BV bnd arc_a3_c4
 BV bnd arc_a3_c2
 BV bnd arc_a3_b1
 BV bnd arc_b3_c5
 BV bnd arc_b3_d4
 BV bnd arc_b3_d2
 BV bnd arc_b3_c1
 BV bnd arc_b3_a1
 BV bnd arc_b3_a5
 BV bnd arc_c3_d5
 BV bnd arc_c3_e4
 BV bnd arc_c3_e2
 BV bnd arc_c3_d1
 BV bnd arc_c3_b1
 BV bnd arc_c3_a2
 BV bnd arc_c3_a4
 BV bnd arc_c3_b5
 BV bnd arc_d3_e5
 BV bnd arc_d3_f4
 BV bnd arc_d3_f2
 BV bnd arc_d3_e1
 BV bnd arc_d3_c1
 BV bnd arc_d3_b2
 BV bnd arc_d3_b4
 BV bnd arc_d3_c5
 BV bnd arc_e3_f5
 BV bnd arc_e3_f1
 BV bnd arc_e3_d1
 BV bnd arc_e3_c2
 BV bnd arc_e3_c4
 BV bnd arc_e3_d5
 BV bnd arc_f3_e1
 BV bnd arc_f3_d2
 BV bnd arc_f3_d4
 BV bnd arc_f3_e5
 BV bnd arc_a4_b6
 BV bnd arc_a4_c5
 BV bnd arc_a4_c3
 BV bnd arc_a4_b2
 BV bnd arc_b4_c6
 BV bnd arc_b4_d5
 BV bnd arc_b4_d3
 BV bnd arc_b4_c2
 BV bnd arc_b4_a2
 BV bnd arc_b4_a6
 BV bnd arc_c4_d6
 BV bnd arc_c4_e5
 BV bnd arc_c4_e3
 BV bnd arc_c4_d2
 BV bnd arc_c4_b2
 BV bnd arc_c4_a3
 BV bnd arc_c4_a5
 BV bnd arc_c4_b6
 BV bnd arc_d4_e6
 BV bnd arc_d4_f5
 BV bnd arc_d4_f3
 BV bnd arc_d4_e2
 BV bnd arc_d4_c2
 BV bnd arc_d4_b3
 BV bnd arc_d4_b5
 BV bnd arc_d4_c6
 BV bnd arc_e4_f6
 BV bnd arc_e4_f2
 BV bnd arc_e4_d2
 BV bnd arc_e4_c3
 BV bnd arc_e4_c5
 BV bnd arc_e4_d6
 BV bnd arc_f4_e2
 BV bnd arc_f4_d3
 BV bnd arc_f4_d5
 BV bnd arc_f4_e6
 BV bnd arc_a5_c6
 BV bnd arc_a5_c4
 BV bnd arc_a5_b3
 BV bnd arc_b5_d6
 BV bnd arc_b5_d4
 BV bnd arc_b5_c3
 BV bnd arc_b5_a3
 BV bnd arc_c5_e6
 BV bnd arc_c5_e4
 BV bnd arc_c5_d3
 BV bnd arc_c5_b3
 BV bnd arc_c5_a4
 BV bnd arc_c5_a6
 BV bnd arc_d5_f6
 BV bnd arc_d5_f4
 BV bnd arc_d5_e3
 BV bnd arc_d5_c3
 BV bnd arc_d5_b4
 BV bnd arc_d5_b6
 BV bnd arc_e5_f3
 BV bnd arc_e5_d3
 BV bnd arc_e5_c4
 BV bnd arc_e5_c6
 BV bnd arc_f5_e3
 BV bnd arc_f5_d4
 BV bnd arc_f5_d6
 BV bnd arc_a6_c5
 BV bnd arc_a6_b4
 BV bnd arc_b6_d5
 BV bnd arc_b6_c4
 BV bnd arc_b6_a4
 BV bnd arc_c6_e5
 BV bnd arc_c6_d4
 BV bnd arc_c6_b4
 BV bnd arc_c6_a5
 BV bnd arc_d6_f5
 BV bnd arc_d6_e4
 BV bnd arc_d6_c4
 BV bnd arc_d6_b5
 BV bnd arc_e6_f4
 BV bnd arc_e6_d4
 BV bnd arc_e6_c5
 BV bnd arc_f6_e4
 BV bnd arc_f6_d5
 BV bnd first_a1
 BV bnd first_b1
 BV bnd first_c1
 BV bnd first_d1
 BV bnd first_e1
 BV bnd first_f1
 BV bnd first_a2
 BV bnd first_b2
 BV bnd first_c2
 BV bnd first_d2
 BV bnd first_e2
 BV bnd first_f2
 BV bnd first_a3
 BV bnd first_b3
 BV bnd first_c3
 BV bnd first_d3
 BV bnd first_e3
 BV bnd first_f3
 BV bnd first_a4
 BV bnd first_b4
 BV bnd first_c4
 BV bnd first_d4
 BV bnd first_e4
 BV bnd first_f4
 BV bnd first_a5
 BV bnd first_b5
 BV bnd first_c5
 BV bnd first_d5
 BV bnd first_e5
 BV bnd first_f5
 BV bnd first_a6
 BV bnd first_b6
 BV bnd first_c6
 BV bnd first_d6
 BV bnd first_e6
 BV bnd first_f6
 BV bnd last_a1
 BV bnd last_b1
 BV bnd last_c1
 BV bnd last_d1
 BV bnd last_e1
 BV bnd last_f1
 BV bnd last_a2
 BV bnd last_b2
 BV bnd last_c2
 BV bnd last_d2
 BV bnd last_e2
 BV bnd last_f2
 BV bnd last_a3
 BV bnd last_b3
 BV bnd last_c3
 BV bnd last_d3
 BV bnd last_e3
 BV bnd last_f3
 BV bnd last_a4
 BV bnd last_b4
 BV bnd last_c4
 BV bnd last_d4
 BV bnd last_e4
 BV bnd last_f4
 BV bnd last_a5
 BV bnd last_b5
 BV bnd last_c5
 BV bnd last_d5
 BV bnd last_e5
 BV bnd last_f5
 BV bnd last_a6
 BV bnd last_b6
 BV bnd last_c6
 BV bnd last_d6
 BV bnd last_e6
 BV bnd last_f6
 LO bnd pos_a1 0
 UP bnd pos_a1 35
 LO bnd pos_b1 0
 UP bnd pos_b1 35
 LO bnd pos_c1 0
 UP bnd pos_c1 35
 LO bnd pos_d1 0
 UP bnd pos_d1 35
 FX bnd pos_e1 1
 LO bnd pos_f1 0
 UP bnd pos_f1 35
 LO bnd pos_a2 0
 UP bnd pos_a2 35
 LO bnd pos_b2 0
 UP bnd pos_b2 35
 LO bnd pos_c2 0
 UP bnd pos_c2 35
 LO bnd pos_d2 0
 UP bnd pos_d2 35
 FX bnd pos_e2 22
 LO bnd pos_f2 0
 UP bnd pos_f2 35
 LO bnd pos_a3 0
 UP bnd pos_a3 35
 LO bnd pos_b3 0
 UP bnd pos_b3 35
 LO bnd pos_c3 0
 UP bnd pos_c3 35
 LO bnd pos_d3 0
 UP bnd pos_d3 35
 LO bnd pos_e3 0
 UP bnd pos_e3 35
 LO bnd pos_f3 0
 UP bnd pos_f3 35
 FX bnd pos_a4 16
 LO bnd pos_b4 0
 UP bnd pos_b4 35
 LO bnd pos_c4 0
 UP bnd pos_c4 35
 LO bnd pos_d4 0
 UP bnd pos_d4 35
 LO bnd pos_e4 0
 UP bnd pos_e4 35
 LO bnd pos_f4 0
 UP bnd pos_f4 35
 LO bnd pos_a5 0
 UP bnd pos_a5 35
 FX bnd pos_b5 24
 LO bnd pos_c5 0
 UP bnd pos_c5 35
 LO bnd pos_d5 0
 UP bnd pos_d5 35
 LO bnd pos_e5 0
 UP bnd pos_e5 35
 LO bnd pos_f5 0
 UP bnd pos_f5 35
 LO bnd pos_a6 0
 UP bnd pos_a6 35
 FX bnd pos_b6 29
 LO bnd pos_c6 0
 UP bnd pos_c6 35
 LO bnd pos_d6 0
 UP bnd pos_d6 35
 LO bnd pos_e6 0
 UP bnd pos_e6 35
 LO bnd pos_f6 0
 UP bnd pos_f6 35
ENDATA
