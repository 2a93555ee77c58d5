* kt-csp board=5x6 leaper=1,2 closed=1 start=- end=- minimize=crossings
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
 L carry_arc_a1_b3
 L carry_arc_a1_c2
 L carry_arc_b1_c3
 L carry_arc_b1_d2
 L carry_arc_b1_a3
 L carry_arc_c1_d3
 L carry_arc_c1_e2
 L carry_arc_c1_a2
 L carry_arc_c1_b3
 L carry_arc_d1_e3
 L carry_arc_d1_f2
 L carry_arc_d1_b2
 L carry_arc_d1_c3
 L carry_arc_e1_f3
 L carry_arc_e1_c2
 L carry_arc_e1_d3
 L carry_arc_f1_d2
 L carry_arc_f1_e3
 L carry_arc_a2_b4
 L carry_arc_a2_c3
 L carry_arc_a2_c1
 L carry_arc_b2_c4
 L carry_arc_b2_d3
 L carry_arc_b2_d1
 L carry_arc_b2_a4
 L carry_arc_c2_d4
 L carry_arc_c2_e3
 L carry_arc_c2_e1
 L carry_arc_c2_a3
 L carry_arc_c2_b4
 L carry_arc_d2_e4
 L carry_arc_d2_f3
 L carry_arc_d2_f1
 L carry_arc_d2_b1
 L carry_arc_d2_b3
 L carry_arc_d2_c4
 L carry_arc_e2_f4
 L carry_arc_e2_c1
 L carry_arc_e2_c3
 L carry_arc_e2_d4
 L carry_arc_f2_d1
 L carry_arc_f2_d3
 L carry_arc_f2_e4
 L carry_arc_a3_b5
 L carry_arc_a3_c4
 L carry_arc_a3_c2
 L carry_arc_a3_b1
 L carry_arc_b3_c5
 L carry_arc_b3_d4
 L carry_arc_b3_d2
 L carry_arc_b3_c1
 L carry_arc_b3_a5
 L carry_arc_c3_d5
 L carry_arc_c3_e4
 L carry_arc_c3_e2
 L carry_arc_c3_d1
 L carry_arc_c3_b1
 L carry_arc_c3_a2
 L carry_arc_c3_a4
 L carry_arc_c3_b5
 L carry_arc_d3_e5
 L carry_arc_d3_f4
 L carry_arc_d3_f2
 L carry_arc_d3_e1
 L carry_arc_d3_c1
 L carry_arc_d3_b2
 L carry_arc_d3_b4
 L carry_arc_d3_c5
 L carry_arc_e3_f5
 L carry_arc_e3_f1
 L carry_arc_e3_d1
 L carry_arc_e3_c2
 L carry_arc_e3_c4
 L carry_arc_e3_d5
 L carry_arc_f3_e1
 L carry_arc_f3_d2
 L carry_arc_f3_d4
 L carry_arc_f3_e5
 L carry_arc_a4_c5
 L carry_arc_a4_c3
 L carry_arc_a4_b2
 L carry_arc_b4_d5
 L carry_arc_b4_d3
 L carry_arc_b4_c2
 L carry_arc_b4_a2
 L carry_arc_c4_e5
 L carry_arc_c4_e3
 L carry_arc_c4_d2
 L carry_arc_c4_b2
 L carry_arc_c4_a3
 L carry_arc_c4_a5
 L carry_arc_d4_f5
 L carry_arc_d4_f3
 L carry_arc_d4_e2
 L carry_arc_d4_c2
 L carry_arc_d4_b3
 L carry_arc_d4_b5
 L carry_arc_e4_f2
 L carry_arc_e4_d2
 L carry_arc_e4_c3
 L carry_arc_e4_c5
 L carry_arc_f4_e2
 L carry_arc_f4_d3
 L carry_arc_f4_d5
 L carry_arc_a5_c4
 L carry_arc_a5_b3
 L carry_arc_b5_d4
 L carry_arc_b5_c3
 L carry_arc_b5_a3
 L carry_arc_c5_e4
 L carry_arc_c5_d3
 L carry_arc_c5_b3
 L carry_arc_c5_a4
 L carry_arc_d5_f4
 L carry_arc_d5_e3
 L carry_arc_d5_c3
 L carry_arc_d5_b4
 L carry_arc_e5_f3
 L carry_arc_e5_d3
 L carry_arc_e5_c4
 L carry_arc_f5_e3
 L carry_arc_f5_d4
 E send_a1
 E keep_b1
 E keep_c1
 E keep_d1
 E keep_e1
 E keep_f1
 E keep_a2
 E keep_b2
 E keep_c2
 E keep_d2
 E keep_e2
 E keep_f2
 E keep_a3
 E keep_b3
 E keep_c3
 E keep_d3
 E keep_e3
 E keep_f3
 E keep_a4
 E keep_b4
 E keep_c4
 E keep_d4
 E keep_e4
 E keep_f4
 E keep_a5
 E keep_b5
 E keep_c5
 E keep_d5
 E keep_e5
 E keep_f5
 L crossed_a1_c2_b1_a3
 G first_of_a1_c2_b1_a3
 G second_of_a1_c2_b1_a3
 L crossed_a1_c2_b1_c3
 G first_of_a1_c2_b1_c3
 G second_of_a1_c2_b1_c3
 L crossed_a1_c2_c1_a2
 G first_of_a1_c2_c1_a2
 G second_of_a1_c2_c1_a2
 L crossed_a1_c2_c1_b3
 G first_of_a1_c2_c1_b3
 G second_of_a1_c2_c1_b3
 L crossed_a1_c2_d1_b2
 G first_of_a1_c2_d1_b2
 G second_of_a1_c2_d1_b2
 L crossed_a1_b3_b1_a3
 G first_of_a1_b3_b1_a3
 G second_of_a1_b3_b1_a3
 L crossed_a1_b3_c1_a2
 G first_of_a1_b3_c1_a2
 G second_of_a1_b3_c1_a2
 L crossed_a1_b3_a2_c3
 G first_of_a1_b3_a2_c3
 G second_of_a1_b3_a2_c3
 L crossed_a1_b3_b2_a4
 G first_of_a1_b3_b2_a4
 G second_of_a1_b3_b2_a4
 L crossed_a1_b3_c2_a3
 G first_of_a1_b3_c2_a3
 G second_of_a1_b3_c2_a3
 L crossed_b1_d2_c1_a2
 G first_of_b1_d2_c1_a2
 G second_of_b1_d2_c1_a2
 L crossed_b1_d2_c1_b3
 G first_of_b1_d2_c1_b3
 G second_of_b1_d2_c1_b3
 L crossed_b1_d2_c1_d3
 G first_of_b1_d2_c1_d3
 G second_of_b1_d2_c1_d3
 L crossed_b1_d2_d1_b2
 G first_of_b1_d2_d1_b2
 G second_of_b1_d2_d1_b2
 L crossed_b1_d2_d1_c3
 G first_of_b1_d2_d1_c3
 G second_of_b1_d2_d1_c3
 L crossed_b1_d2_e1_c2
 G first_of_b1_d2_e1_c2
 G second_of_b1_d2_e1_c2
 L crossed_b1_a3_c1_a2
 G first_of_b1_a3_c1_a2
 G second_of_b1_a3_c1_a2
 L crossed_b1_a3_a2_c3
 G first_of_b1_a3_a2_c3
 G second_of_b1_a3_a2_c3
 L crossed_b1_a3_a2_b4
 G first_of_b1_a3_a2_b4
 G second_of_b1_a3_a2_b4
 L crossed_b1_c3_c1_a2
 G first_of_b1_c3_c1_a2
 G second_of_b1_c3_c1_a2
 L crossed_b1_c3_c1_b3
 G first_of_b1_c3_c1_b3
 G second_of_b1_c3_c1_b3
 L crossed_b1_c3_d1_b2
 G first_of_b1_c3_d1_b2
 G second_of_b1_c3_d1_b2
 L crossed_b1_c3_b2_d3
 G first_of_b1_c3_b2_d3
 G second_of_b1_c3_b2_d3
 L crossed_b1_c3_c2_a3
 G first_of_b1_c3_c2_a3
 G second_of_b1_c3_c2_a3
 L crossed_b1_c3_c2_b4
 G first_of_b1_c3_c2_b4
 G second_of_b1_c3_c2_b4
 L crossed_b1_c3_d2_b3
 G first_of_b1_c3_d2_b3
 G second_of_b1_c3_d2_b3
 L crossed_c1_e2_d1_b2
 G first_of_c1_e2_d1_b2
 G second_of_c1_e2_d1_b2
 L crossed_c1_e2_d1_c3
 G first_of_c1_e2_d1_c3
 G second_of_c1_e2_d1_c3
 L crossed_c1_e2_d1_e3
 G first_of_c1_e2_d1_e3
 G second_of_c1_e2_d1_e3
 L crossed_c1_e2_e1_c2
 G first_of_c1_e2_e1_c2
 G second_of_c1_e2_e1_c2
 L crossed_c1_e2_e1_d3
 G first_of_c1_e2_e1_d3
 G second_of_c1_e2_e1_d3
 L crossed_c1_e2_f1_d2
 G first_of_c1_e2_f1_d2
 G second_of_c1_e2_f1_d2
 L crossed_c1_b3_d1_b2
 G first_of_c1_b3_d1_b2
 G second_of_c1_b3_d1_b2
 L crossed_c1_b3_a2_c3
 G first_of_c1_b3_a2_c3
 G second_of_c1_b3_a2_c3
 L crossed_c1_b3_b2_d3
 G first_of_c1_b3_b2_d3
 G second_of_c1_b3_b2_d3
 L crossed_c1_b3_b2_c4
 G first_of_c1_b3_b2_c4
 G second_of_c1_b3_b2_c4
 L crossed_c1_b3_c2_a3
 G first_of_c1_b3_c2_a3
 G second_of_c1_b3_c2_a3
 L crossed_c1_d3_d1_b2
 G first_of_c1_d3_d1_b2
 G second_of_c1_d3_d1_b2
 L crossed_c1_d3_d1_c3
 G first_of_c1_d3_d1_c3
 G second_of_c1_d3_d1_c3
 L crossed_c1_d3_e1_c2
 G first_of_c1_d3_e1_c2
 G second_of_c1_d3_e1_c2
 L crossed_c1_d3_c2_e3
 G first_of_c1_d3_c2_e3
 G second_of_c1_d3_c2_e3
 L crossed_c1_d3_d2_b3
 G first_of_c1_d3_d2_b3
 G second_of_c1_d3_d2_b3
 L crossed_c1_d3_d2_c4
 G first_of_c1_d3_d2_c4
 G second_of_c1_d3_d2_c4
 L crossed_c1_d3_e2_c3
 G first_of_c1_d3_e2_c3
 G second_of_c1_d3_e2_c3
 L crossed_d1_f2_e1_c2
 G first_of_d1_f2_e1_c2
 G second_of_d1_f2_e1_c2
 L crossed_d1_f2_e1_d3
 G first_of_d1_f2_e1_d3
 G second_of_d1_f2_e1_d3
 L crossed_d1_f2_e1_f3
 G first_of_d1_f2_e1_f3
 G second_of_d1_f2_e1_f3
 L crossed_d1_f2_f1_d2
 G first_of_d1_f2_f1_d2
 G second_of_d1_f2_f1_d2
 L crossed_d1_f2_f1_e3
 G first_of_d1_f2_f1_e3
 G second_of_d1_f2_f1_e3
 L crossed_d1_c3_e1_c2
 G first_of_d1_c3_e1_c2
 G second_of_d1_c3_e1_c2
 L crossed_d1_c3_b2_d3
 G first_of_d1_c3_b2_d3
 G second_of_d1_c3_b2_d3
 L crossed_d1_c3_c2_e3
 G first_of_d1_c3_c2_e3
 G second_of_d1_c3_c2_e3
 L crossed_d1_c3_c2_d4
 G first_of_d1_c3_c2_d4
 G second_of_d1_c3_c2_d4
 L crossed_d1_c3_d2_b3
 G first_of_d1_c3_d2_b3
 G second_of_d1_c3_d2_b3
 L crossed_d1_e3_e1_c2
 G first_of_d1_e3_e1_c2
 G second_of_d1_e3_e1_c2
 L crossed_d1_e3_e1_d3
 G first_of_d1_e3_e1_d3
 G second_of_d1_e3_e1_d3
 L crossed_d1_e3_f1_d2
 G first_of_d1_e3_f1_d2
 G second_of_d1_e3_f1_d2
 L crossed_d1_e3_d2_f3
 G first_of_d1_e3_d2_f3
 G second_of_d1_e3_d2_f3
 L crossed_d1_e3_e2_c3
 G first_of_d1_e3_e2_c3
 G second_of_d1_e3_e2_c3
 L crossed_d1_e3_e2_d4
 G first_of_d1_e3_e2_d4
 G second_of_d1_e3_e2_d4
 L crossed_d1_e3_f2_d3
 G first_of_d1_e3_f2_d3
 G second_of_d1_e3_f2_d3
 L crossed_e1_d3_f1_d2
 G first_of_e1_d3_f1_d2
 G second_of_e1_d3_f1_d2
 L crossed_e1_d3_c2_e3
 G first_of_e1_d3_c2_e3
 G second_of_e1_d3_c2_e3
 L crossed_e1_d3_d2_f3
 G first_of_e1_d3_d2_f3
 G second_of_e1_d3_d2_f3
 L crossed_e1_d3_d2_e4
 G first_of_e1_d3_d2_e4
 G second_of_e1_d3_d2_e4
 L crossed_e1_d3_e2_c3
 G first_of_e1_d3_e2_c3
 G second_of_e1_d3_e2_c3
 L crossed_e1_f3_f1_d2
 G first_of_e1_f3_f1_d2
 G second_of_e1_f3_f1_d2
 L crossed_e1_f3_f1_e3
 G first_of_e1_f3_f1_e3
 G second_of_e1_f3_f1_e3
 L crossed_e1_f3_f2_d3
 G first_of_e1_f3_f2_d3
 G second_of_e1_f3_f2_d3
 L crossed_e1_f3_f2_e4
 G first_of_e1_f3_f2_e4
 G second_of_e1_f3_f2_e4
 L crossed_f1_e3_d2_f3
 G first_of_f1_e3_d2_f3
 G second_of_f1_e3_d2_f3
 L crossed_f1_e3_e2_f4
 G first_of_f1_e3_e2_f4
 G second_of_f1_e3_e2_f4
 L crossed_f1_e3_f2_d3
 G first_of_f1_e3_f2_d3
 G second_of_f1_e3_f2_d3
 L crossed_a2_c3_b2_a4
 G first_of_a2_c3_b2_a4
 G second_of_a2_c3_b2_a4
 L crossed_a2_c3_b2_c4
 G first_of_a2_c3_b2_c4
 G second_of_a2_c3_b2_c4
 L crossed_a2_c3_c2_a3
 G first_of_a2_c3_c2_a3
 G second_of_a2_c3_c2_a3
 L crossed_a2_c3_c2_b4
 G first_of_a2_c3_c2_b4
 G second_of_a2_c3_c2_b4
 L crossed_a2_c3_d2_b3
 G first_of_a2_c3_d2_b3
 G second_of_a2_c3_d2_b3
 L crossed_a2_b4_b2_a4
 G first_of_a2_b4_b2_a4
 G second_of_a2_b4_b2_a4
 L crossed_a2_b4_c2_a3
 G first_of_a2_b4_c2_a3
 G second_of_a2_b4_c2_a3
 L crossed_a2_b4_a3_c4
 G first_of_a2_b4_a3_c4
 G second_of_a2_b4_a3_c4
 L crossed_a2_b4_b3_a5
 G first_of_a2_b4_b3_a5
 G second_of_a2_b4_b3_a5
 L crossed_a2_b4_c3_a4
 G first_of_a2_b4_c3_a4
 G second_of_a2_b4_c3_a4
 L crossed_b2_d3_c2_a3
 G first_of_b2_d3_c2_a3
 G second_of_b2_d3_c2_a3
 L crossed_b2_d3_c2_b4
 G first_of_b2_d3_c2_b4
 G second_of_b2_d3_c2_b4
 L crossed_b2_d3_c2_d4
 G first_of_b2_d3_c2_d4
 G second_of_b2_d3_c2_d4
 L crossed_b2_d3_d2_b3
 G first_of_b2_d3_d2_b3
 G second_of_b2_d3_d2_b3
 L crossed_b2_d3_d2_c4
 G first_of_b2_d3_d2_c4
 G second_of_b2_d3_d2_c4
 L crossed_b2_d3_e2_c3
 G first_of_b2_d3_e2_c3
 G second_of_b2_d3_e2_c3
 L crossed_b2_a4_c2_a3
 G first_of_b2_a4_c2_a3
 G second_of_b2_a4_c2_a3
 L crossed_b2_a4_a3_c4
 G first_of_b2_a4_a3_c4
 G second_of_b2_a4_a3_c4
 L crossed_b2_a4_a3_b5
 G first_of_b2_a4_a3_b5
 G second_of_b2_a4_a3_b5
 L crossed_b2_c4_c2_a3
 G first_of_b2_c4_c2_a3
 G second_of_b2_c4_c2_a3
 L crossed_b2_c4_c2_b4
 G first_of_b2_c4_c2_b4
 G second_of_b2_c4_c2_b4
 L crossed_b2_c4_d2_b3
 G first_of_b2_c4_d2_b3
 G second_of_b2_c4_d2_b3
 L crossed_b2_c4_b3_d4
 G first_of_b2_c4_b3_d4
 G second_of_b2_c4_b3_d4
 L crossed_b2_c4_c3_a4
 G first_of_b2_c4_c3_a4
 G second_of_b2_c4_c3_a4
 L crossed_b2_c4_c3_b5
 G first_of_b2_c4_c3_b5
 G second_of_b2_c4_c3_b5
 L crossed_b2_c4_d3_b4
 G first_of_b2_c4_d3_b4
 G second_of_b2_c4_d3_b4
 L crossed_c2_e3_d2_b3
 G first_of_c2_e3_d2_b3
 G second_of_c2_e3_d2_b3
 L crossed_c2_e3_d2_c4
 G first_of_c2_e3_d2_c4
 G second_of_c2_e3_d2_c4
 L crossed_c2_e3_d2_e4
 G first_of_c2_e3_d2_e4
 G second_of_c2_e3_d2_e4
 L crossed_c2_e3_e2_c3
 G first_of_c2_e3_e2_c3
 G second_of_c2_e3_e2_c3
 L crossed_c2_e3_e2_d4
 G first_of_c2_e3_e2_d4
 G second_of_c2_e3_e2_d4
 L crossed_c2_e3_f2_d3
 G first_of_c2_e3_f2_d3
 G second_of_c2_e3_f2_d3
 L crossed_c2_b4_d2_b3
 G first_of_c2_b4_d2_b3
 G second_of_c2_b4_d2_b3
 L crossed_c2_b4_a3_c4
 G first_of_c2_b4_a3_c4
 G second_of_c2_b4_a3_c4
 L crossed_c2_b4_b3_d4
 G first_of_c2_b4_b3_d4
 G second_of_c2_b4_b3_d4
 L crossed_c2_b4_b3_c5
 G first_of_c2_b4_b3_c5
 G second_of_c2_b4_b3_c5
 L crossed_c2_b4_c3_a4
 G first_of_c2_b4_c3_a4
 G second_of_c2_b4_c3_a4
 L crossed_c2_d4_d2_b3
 G first_of_c2_d4_d2_b3
 G second_of_c2_d4_d2_b3
 L crossed_c2_d4_d2_c4
 G first_of_c2_d4_d2_c4
 G second_of_c2_d4_d2_c4
 L crossed_c2_d4_e2_c3
 G first_of_c2_d4_e2_c3
 G second_of_c2_d4_e2_c3
 L crossed_c2_d4_c3_e4
 G first_of_c2_d4_c3_e4
 G second_of_c2_d4_c3_e4
 L crossed_c2_d4_d3_b4
 G first_of_c2_d4_d3_b4
 G second_of_c2_d4_d3_b4
 L crossed_c2_d4_d3_c5
 G first_of_c2_d4_d3_c5
 G second_of_c2_d4_d3_c5
 L crossed_c2_d4_e3_c4
 G first_of_c2_d4_e3_c4
 G second_of_c2_d4_e3_c4
 L crossed_d2_f3_e2_c3
 G first_of_d2_f3_e2_c3
 G second_of_d2_f3_e2_c3
 L crossed_d2_f3_e2_d4
 G first_of_d2_f3_e2_d4
 G second_of_d2_f3_e2_d4
 L crossed_d2_f3_e2_f4
 G first_of_d2_f3_e2_f4
 G second_of_d2_f3_e2_f4
 L crossed_d2_f3_f2_d3
 G first_of_d2_f3_f2_d3
 G second_of_d2_f3_f2_d3
 L crossed_d2_f3_f2_e4
 G first_of_d2_f3_f2_e4
 G second_of_d2_f3_f2_e4
 L crossed_d2_c4_e2_c3
 G first_of_d2_c4_e2_c3
 G second_of_d2_c4_e2_c3
 L crossed_d2_c4_b3_d4
 G first_of_d2_c4_b3_d4
 G second_of_d2_c4_b3_d4
 L crossed_d2_c4_c3_e4
 G first_of_d2_c4_c3_e4
 G second_of_d2_c4_c3_e4
 L crossed_d2_c4_c3_d5
 G first_of_d2_c4_c3_d5
 G second_of_d2_c4_c3_d5
 L crossed_d2_c4_d3_b4
 G first_of_d2_c4_d3_b4
 G second_of_d2_c4_d3_b4
 L crossed_d2_e4_e2_c3
 G first_of_d2_e4_e2_c3
 G second_of_d2_e4_e2_c3
 L crossed_d2_e4_e2_d4
 G first_of_d2_e4_e2_d4
 G second_of_d2_e4_e2_d4
 L crossed_d2_e4_f2_d3
 G first_of_d2_e4_f2_d3
 G second_of_d2_e4_f2_d3
 L crossed_d2_e4_d3_f4
 G first_of_d2_e4_d3_f4
 G second_of_d2_e4_d3_f4
 L crossed_d2_e4_e3_c4
 G first_of_d2_e4_e3_c4
 G second_of_d2_e4_e3_c4
 L crossed_d2_e4_e3_d5
 G first_of_d2_e4_e3_d5
 G second_of_d2_e4_e3_d5
 L crossed_d2_e4_f3_d4
 G first_of_d2_e4_f3_d4
 G second_of_d2_e4_f3_d4
 L crossed_e2_d4_f2_d3
 G first_of_e2_d4_f2_d3
 G second_of_e2_d4_f2_d3
 L crossed_e2_d4_c3_e4
 G first_of_e2_d4_c3_e4
 G second_of_e2_d4_c3_e4
 L crossed_e2_d4_d3_f4
 G first_of_e2_d4_d3_f4
 G second_of_e2_d4_d3_f4
 L crossed_e2_d4_d3_e5
 G first_of_e2_d4_d3_e5
 G second_of_e2_d4_d3_e5
 L crossed_e2_d4_e3_c4
 G first_of_e2_d4_e3_c4
 G second_of_e2_d4_e3_c4
 L crossed_e2_f4_f2_d3
 G first_of_e2_f4_f2_d3
 G second_of_e2_f4_f2_d3
 L crossed_e2_f4_f2_e4
 G first_of_e2_f4_f2_e4
 G second_of_e2_f4_f2_e4
 L crossed_e2_f4_f3_d4
 G first_of_e2_f4_f3_d4
 G second_of_e2_f4_f3_d4
 L crossed_e2_f4_f3_e5
 G first_of_e2_f4_f3_e5
 G second_of_e2_f4_f3_e5
 L crossed_f2_e4_d3_f4
 G first_of_f2_e4_d3_f4
 G second_of_f2_e4_d3_f4
 L crossed_f2_e4_e3_f5
 G first_of_f2_e4_e3_f5
 G second_of_f2_e4_e3_f5
 L crossed_f2_e4_f3_d4
 G first_of_f2_e4_f3_d4
 G second_of_f2_e4_f3_d4
 L crossed_a3_c4_b3_a5
 G first_of_a3_c4_b3_a5
 G second_of_a3_c4_b3_a5
 L crossed_a3_c4_b3_c5
 G first_of_a3_c4_b3_c5
 G second_of_a3_c4_b3_c5
 L crossed_a3_c4_c3_a4
 G first_of_a3_c4_c3_a4
 G second_of_a3_c4_c3_a4
 L crossed_a3_c4_c3_b5
 G first_of_a3_c4_c3_b5
 G second_of_a3_c4_c3_b5
 L crossed_a3_c4_d3_b4
 G first_of_a3_c4_d3_b4
 G second_of_a3_c4_d3_b4
 L crossed_a3_b5_b3_a5
 G first_of_a3_b5_b3_a5
 G second_of_a3_b5_b3_a5
 L crossed_a3_b5_c3_a4
 G first_of_a3_b5_c3_a4
 G second_of_a3_b5_c3_a4
 L crossed_a3_b5_a4_c5
 G first_of_a3_b5_a4_c5
 G second_of_a3_b5_a4_c5
 L crossed_a3_b5_c4_a5
 G first_of_a3_b5_c4_a5
 G second_of_a3_b5_c4_a5
 L crossed_b3_d4_c3_a4
 G first_of_b3_d4_c3_a4
 G second_of_b3_d4_c3_a4
 L crossed_b3_d4_c3_b5
 G first_of_b3_d4_c3_b5
 G second_of_b3_d4_c3_b5
 L crossed_b3_d4_c3_d5
 G first_of_b3_d4_c3_d5
 G second_of_b3_d4_c3_d5
 L crossed_b3_d4_d3_b4
 G first_of_b3_d4_d3_b4
 G second_of_b3_d4_d3_b4
 L crossed_b3_d4_d3_c5
 G first_of_b3_d4_d3_c5
 G second_of_b3_d4_d3_c5
 L crossed_b3_d4_e3_c4
 G first_of_b3_d4_e3_c4
 G second_of_b3_d4_e3_c4
 L crossed_b3_a5_c3_a4
 G first_of_b3_a5_c3_a4
 G second_of_b3_a5_c3_a4
 L crossed_b3_a5_a4_c5
 G first_of_b3_a5_a4_c5
 G second_of_b3_a5_a4_c5
 L crossed_b3_c5_c3_a4
 G first_of_b3_c5_c3_a4
 G second_of_b3_c5_c3_a4
 L crossed_b3_c5_c3_b5
 G first_of_b3_c5_c3_b5
 G second_of_b3_c5_c3_b5
 L crossed_b3_c5_d3_b4
 G first_of_b3_c5_d3_b4
 G second_of_b3_c5_d3_b4
 L crossed_b3_c5_b4_d5
 G first_of_b3_c5_b4_d5
 G second_of_b3_c5_b4_d5
 L crossed_b3_c5_c4_a5
 G first_of_b3_c5_c4_a5
 G second_of_b3_c5_c4_a5
 L crossed_b3_c5_d4_b5
 G first_of_b3_c5_d4_b5
 G second_of_b3_c5_d4_b5
 L crossed_c3_e4_d3_b4
 G first_of_c3_e4_d3_b4
 G second_of_c3_e4_d3_b4
 L crossed_c3_e4_d3_c5
 G first_of_c3_e4_d3_c5
 G second_of_c3_e4_d3_c5
 L crossed_c3_e4_d3_e5
 G first_of_c3_e4_d3_e5
 G second_of_c3_e4_d3_e5
 L crossed_c3_e4_e3_c4
 G first_of_c3_e4_e3_c4
 G second_of_c3_e4_e3_c4
 L crossed_c3_e4_e3_d5
 G first_of_c3_e4_e3_d5
 G second_of_c3_e4_e3_d5
 L crossed_c3_e4_f3_d4
 G first_of_c3_e4_f3_d4
 G second_of_c3_e4_f3_d4
 L crossed_c3_b5_d3_b4
 G first_of_c3_b5_d3_b4
 G second_of_c3_b5_d3_b4
 L crossed_c3_b5_a4_c5
 G first_of_c3_b5_a4_c5
 G second_of_c3_b5_a4_c5
 L crossed_c3_b5_b4_d5
 G first_of_c3_b5_b4_d5
 G second_of_c3_b5_b4_d5
 L crossed_c3_b5_c4_a5
 G first_of_c3_b5_c4_a5
 G second_of_c3_b5_c4_a5
 L crossed_c3_d5_d3_b4
 G first_of_c3_d5_d3_b4
 G second_of_c3_d5_d3_b4
 L crossed_c3_d5_d3_c5
 G first_of_c3_d5_d3_c5
 G second_of_c3_d5_d3_c5
 L crossed_c3_d5_e3_c4
 G first_of_c3_d5_e3_c4
 G second_of_c3_d5_e3_c4
 L crossed_c3_d5_c4_e5
 G first_of_c3_d5_c4_e5
 G second_of_c3_d5_c4_e5
 L crossed_c3_d5_d4_b5
 G first_of_c3_d5_d4_b5
 G second_of_c3_d5_d4_b5
 L crossed_c3_d5_e4_c5
 G first_of_c3_d5_e4_c5
 G second_of_c3_d5_e4_c5
 L crossed_d3_f4_e3_c4
 G first_of_d3_f4_e3_c4
 G second_of_d3_f4_e3_c4
 L crossed_d3_f4_e3_d5
 G first_of_d3_f4_e3_d5
 G second_of_d3_f4_e3_d5
 L crossed_d3_f4_e3_f5
 G first_of_d3_f4_e3_f5
 G second_of_d3_f4_e3_f5
 L crossed_d3_f4_f3_d4
 G first_of_d3_f4_f3_d4
 G second_of_d3_f4_f3_d4
 L crossed_d3_f4_f3_e5
 G first_of_d3_f4_f3_e5
 G second_of_d3_f4_f3_e5
 L crossed_d3_c5_e3_c4
 G first_of_d3_c5_e3_c4
 G second_of_d3_c5_e3_c4
 L crossed_d3_c5_b4_d5
 G first_of_d3_c5_b4_d5
 G second_of_d3_c5_b4_d5
 L crossed_d3_c5_c4_e5
 G first_of_d3_c5_c4_e5
 G second_of_d3_c5_c4_e5
 L crossed_d3_c5_d4_b5
 G first_of_d3_c5_d4_b5
 G second_of_d3_c5_d4_b5
 L crossed_d3_e5_e3_c4
 G first_of_d3_e5_e3_c4
 G second_of_d3_e5_e3_c4
 L crossed_d3_e5_e3_d5
 G first_of_d3_e5_e3_d5
 G second_of_d3_e5_e3_d5
 L crossed_d3_e5_f3_d4
 G first_of_d3_e5_f3_d4
 G second_of_d3_e5_f3_d4
 L crossed_d3_e5_d4_f5
 G first_of_d3_e5_d4_f5
 G second_of_d3_e5_d4_f5
 L crossed_d3_e5_e4_c5
 G first_of_d3_e5_e4_c5
 G second_of_d3_e5_e4_c5
 L crossed_d3_e5_f4_d5
 G first_of_d3_e5_f4_d5
 G second_of_d3_e5_f4_d5
 L crossed_e3_d5_f3_d4
 G first_of_e3_d5_f3_d4
 G second_of_e3_d5_f3_d4
 L crossed_e3_d5_c4_e5
 G first_of_e3_d5_c4_e5
 G second_of_e3_d5_c4_e5
 L crossed_e3_d5_d4_f5
 G first_of_e3_d5_d4_f5
 G second_of_e3_d5_d4_f5
 L crossed_e3_d5_e4_c5
 G first_of_e3_d5_e4_c5
 G second_of_e3_d5_e4_c5
 L crossed_e3_f5_f3_d4
 G first_of_e3_f5_f3_d4
 G second_of_e3_f5_f3_d4
 L crossed_e3_f5_f3_e5
 G first_of_e3_f5_f3_e5
 G second_of_e3_f5_f3_e5
 L crossed_e3_f5_f4_d5
 G first_of_e3_f5_f4_d5
 G second_of_e3_f5_f4_d5
 L crossed_f3_e5_d4_f5
 G first_of_f3_e5_d4_f5
 G second_of_f3_e5_d4_f5
 L crossed_f3_e5_f4_d5
 G first_of_f3_e5_f4_d5
 G second_of_f3_e5_f4_d5
 L crossed_a4_c5_c4_a5
 G first_of_a4_c5_c4_a5
 G second_of_a4_c5_c4_a5
 L crossed_a4_c5_d4_b5
 G first_of_a4_c5_d4_b5
 G second_of_a4_c5_d4_b5
 L crossed_b4_d5_c4_a5
 G first_of_b4_d5_c4_a5
 G second_of_b4_d5_c4_a5
 L crossed_b4_d5_d4_b5
 G first_of_b4_d5_d4_b5
 G second_of_b4_d5_d4_b5
 L crossed_b4_d5_e4_c5
 G first_of_b4_d5_e4_c5
 G second_of_b4_d5_e4_c5
 L crossed_c4_e5_d4_b5
 G first_of_c4_e5_d4_b5
 G second_of_c4_e5_d4_b5
 L crossed_c4_e5_e4_c5
 G first_of_c4_e5_e4_c5
 G second_of_c4_e5_e4_c5
 L crossed_c4_e5_f4_d5
 G first_of_c4_e5_f4_d5
 G second_of_c4_e5_f4_d5
 L crossed_d4_f5_e4_c5
 G first_of_d4_f5_e4_c5
 G second_of_d4_f5_e4_c5
 L crossed_d4_f5_f4_d5
 G first_of_d4_f5_f4_d5
 G second_of_d4_f5_f4_d5
COLUMNS
 MARKER 'MARKER' 'INTORG'
 arc_a1_b3 out_a1 1
 arc_a1_b3 in_b3 1
 arc_a1_b3 carry_arc_a1_b3 -29
 arc_a1_b3 crossed_a1_b3_b1_a3 1
 arc_a1_b3 first_of_a1_b3_b1_a3 1
 arc_a1_b3 crossed_a1_b3_c1_a2 1
 arc_a1_b3 first_of_a1_b3_c1_a2 1
 arc_a1_b3 crossed_a1_b3_a2_c3 1
 arc_a1_b3 first_of_a1_b3_a2_c3 1
 arc_a1_b3 crossed_a1_b3_b2_a4 1
 arc_a1_b3 first_of_a1_b3_b2_a4 1
 arc_a1_b3 crossed_a1_b3_c2_a3 1
 arc_a1_b3 first_of_a1_b3_c2_a3 1
 arc_a1_c2 out_a1 1
 arc_a1_c2 in_c2 1
 arc_a1_c2 carry_arc_a1_c2 -29
 arc_a1_c2 crossed_a1_c2_b1_a3 1
 arc_a1_c2 first_of_a1_c2_b1_a3 1
 arc_a1_c2 crossed_a1_c2_b1_c3 1
 arc_a1_c2 first_of_a1_c2_b1_c3 1
 arc_a1_c2 crossed_a1_c2_c1_a2 1
 arc_a1_c2 first_of_a1_c2_c1_a2 1
 arc_a1_c2 crossed_a1_c2_c1_b3 1
 arc_a1_c2 first_of_a1_c2_c1_b3 1
 arc_a1_c2 crossed_a1_c2_d1_b2 1
 arc_a1_c2 first_of_a1_c2_d1_b2 1
 arc_b1_c3 out_b1 1
 arc_b1_c3 in_c3 1
 arc_b1_c3 carry_arc_b1_c3 -29
 arc_b1_c3 crossed_a1_c2_b1_c3 1
 arc_b1_c3 second_of_a1_c2_b1_c3 1
 arc_b1_c3 crossed_b1_c3_c1_a2 1
 arc_b1_c3 first_of_b1_c3_c1_a2 1
 arc_b1_c3 crossed_b1_c3_c1_b3 1
 arc_b1_c3 first_of_b1_c3_c1_b3 1
 arc_b1_c3 crossed_b1_c3_d1_b2 1
 arc_b1_c3 first_of_b1_c3_d1_b2 1
 arc_b1_c3 crossed_b1_c3_b2_d3 1
 arc_b1_c3 first_of_b1_c3_b2_d3 1
 arc_b1_c3 crossed_b1_c3_c2_a3 1
 arc_b1_c3 first_of_b1_c3_c2_a3 1
 arc_b1_c3 crossed_b1_c3_c2_b4 1
 arc_b1_c3 first_of_b1_c3_c2_b4 1
 arc_b1_c3 crossed_b1_c3_d2_b3 1
 arc_b1_c3 first_of_b1_c3_d2_b3 1
 arc_b1_d2 out_b1 1
 arc_b1_d2 in_d2 1
 arc_b1_d2 carry_arc_b1_d2 -29
 arc_b1_d2 crossed_b1_d2_c1_a2 1
 arc_b1_d2 first_of_b1_d2_c1_a2 1
 arc_b1_d2 crossed_b1_d2_c1_b3 1
 arc_b1_d2 first_of_b1_d2_c1_b3 1
 arc_b1_d2 crossed_b1_d2_c1_d3 1
 arc_b1_d2 first_of_b1_d2_c1_d3 1
 arc_b1_d2 crossed_b1_d2_d1_b2 1
 arc_b1_d2 first_of_b1_d2_d1_b2 1
 arc_b1_d2 crossed_b1_d2_d1_c3 1
 arc_b1_d2 first_of_b1_d2_d1_c3 1
 arc_b1_d2 crossed_b1_d2_e1_c2 1
 arc_b1_d2 first_of_b1_d2_e1_c2 1
 arc_b1_a3 out_b1 1
 arc_b1_a3 in_a3 1
 arc_b1_a3 carry_arc_b1_a3 -29
 arc_b1_a3 crossed_a1_c2_b1_a3 1
 arc_b1_a3 second_of_a1_c2_b1_a3 1
 arc_b1_a3 crossed_a1_b3_b1_a3 1
 arc_b1_a3 second_of_a1_b3_b1_a3 1
 arc_b1_a3 crossed_b1_a3_c1_a2 1
 arc_b1_a3 first_of_b1_a3_c1_a2 1
 arc_b1_a3 crossed_b1_a3_a2_c3 1
 arc_b1_a3 first_of_b1_a3_a2_c3 1
 arc_b1_a3 crossed_b1_a3_a2_b4 1
 arc_b1_a3 first_of_b1_a3_a2_b4 1
 arc_c1_d3 out_c1 1
 arc_c1_d3 in_d3 1
 arc_c1_d3 carry_arc_c1_d3 -29
 arc_c1_d3 crossed_b1_d2_c1_d3 1
 arc_c1_d3 second_of_b1_d2_c1_d3 1
 arc_c1_d3 crossed_c1_d3_d1_b2 1
 arc_c1_d3 first_of_c1_d3_d1_b2 1
 arc_c1_d3 crossed_c1_d3_d1_c3 1
 arc_c1_d3 first_of_c1_d3_d1_c3 1
 arc_c1_d3 crossed_c1_d3_e1_c2 1
 arc_c1_d3 first_of_c1_d3_e1_c2 1
 arc_c1_d3 crossed_c1_d3_c2_e3 1
 arc_c1_d3 first_of_c1_d3_c2_e3 1
 arc_c1_d3 crossed_c1_d3_d2_b3 1
 arc_c1_d3 first_of_c1_d3_d2_b3 1
 arc_c1_d3 crossed_c1_d3_d2_c4 1
 arc_c1_d3 first_of_c1_d3_d2_c4 1
 arc_c1_d3 crossed_c1_d3_e2_c3 1
 arc_c1_d3 first_of_c1_d3_e2_c3 1
 arc_c1_e2 out_c1 1
 arc_c1_e2 in_e2 1
 arc_c1_e2 carry_arc_c1_e2 -29
 arc_c1_e2 crossed_c1_e2_d1_b2 1
 arc_c1_e2 first_of_c1_e2_d1_b2 1
 arc_c1_e2 crossed_c1_e2_d1_c3 1
 arc_c1_e2 first_of_c1_e2_d1_c3 1
 arc_c1_e2 crossed_c1_e2_d1_e3 1
 arc_c1_e2 first_of_c1_e2_d1_e3 1
 arc_c1_e2 crossed_c1_e2_e1_c2 1
 arc_c1_e2 first_of_c1_e2_e1_c2 1
 arc_c1_e2 crossed_c1_e2_e1_d3 1
 arc_c1_e2 first_of_c1_e2_e1_d3 1
 arc_c1_e2 crossed_c1_e2_f1_d2 1
 arc_c1_e2 first_of_c1_e2_f1_d2 1
 arc_c1_a2 out_c1 1
 arc_c1_a2 in_a2 1
 arc_c1_a2 carry_arc_c1_a2 -29
 arc_c1_a2 crossed_a1_c2_c1_a2 1
 arc_c1_a2 second_of_a1_c2_c1_a2 1
 arc_c1_a2 crossed_a1_b3_c1_a2 1
 arc_c1_a2 second_of_a1_b3_c1_a2 1
 arc_c1_a2 crossed_b1_d2_c1_a2 1
 arc_c1_a2 second_of_b1_d2_c1_a2 1
 arc_c1_a2 crossed_b1_a3_c1_a2 1
 arc_c1_a2 second_of_b1_a3_c1_a2 1
 arc_c1_a2 crossed_b1_c3_c1_a2 1
 arc_c1_a2 second_of_b1_c3_c1_a2 1
 arc_c1_b3 out_c1 1
 arc_c1_b3 in_b3 1
 arc_c1_b3 carry_arc_c1_b3 -29
 arc_c1_b3 crossed_a1_c2_c1_b3 1
 arc_c1_b3 second_of_a1_c2_c1_b3 1
 arc_c1_b3 crossed_b1_d2_c1_b3 1
 arc_c1_b3 second_of_b1_d2_c1_b3 1
 arc_c1_b3 crossed_b1_c3_c1_b3 1
 arc_c1_b3 second_of_b1_c3_c1_b3 1
 arc_c1_b3 crossed_c1_b3_d1_b2 1
 arc_c1_b3 first_of_c1_b3_d1_b2 1
 arc_c1_b3 crossed_c1_b3_a2_c3 1
 arc_c1_b3 first_of_c1_b3_a2_c3 1
 arc_c1_b3 crossed_c1_b3_b2_d3 1
 arc_c1_b3 first_of_c1_b3_b2_d3 1
 arc_c1_b3 crossed_c1_b3_b2_c4 1
 arc_c1_b3 first_of_c1_b3_b2_c4 1
 arc_c1_b3 crossed_c1_b3_c2_a3 1
 arc_c1_b3 first_of_c1_b3_c2_a3 1
 arc_d1_e3 out_d1 1
 arc_d1_e3 in_e3 1
 arc_d1_e3 carry_arc_d1_e3 -29
 arc_d1_e3 crossed_c1_e2_d1_e3 1
 arc_d1_e3 second_of_c1_e2_d1_e3 1
 arc_d1_e3 crossed_d1_e3_e1_c2 1
 arc_d1_e3 first_of_d1_e3_e1_c2 1
 arc_d1_e3 crossed_d1_e3_e1_d3 1
 arc_d1_e3 first_of_d1_e3_e1_d3 1
 arc_d1_e3 crossed_d1_e3_f1_d2 1
 arc_d1_e3 first_of_d1_e3_f1_d2 1
 arc_d1_e3 crossed_d1_e3_d2_f3 1
 arc_d1_e3 first_of_d1_e3_d2_f3 1
 arc_d1_e3 crossed_d1_e3_e2_c3 1
 arc_d1_e3 first_of_d1_e3_e2_c3 1
 arc_d1_e3 crossed_d1_e3_e2_d4 1
 arc_d1_e3 first_of_d1_e3_e2_d4 1
 arc_d1_e3 crossed_d1_e3_f2_d3 1
 arc_d1_e3 first_of_d1_e3_f2_d3 1
 arc_d1_f2 out_d1 1
 arc_d1_f2 in_f2 1
 arc_d1_f2 carry_arc_d1_f2 -29
 arc_d1_f2 crossed_d1_f2_e1_c2 1
 arc_d1_f2 first_of_d1_f2_e1_c2 1
 arc_d1_f2 crossed_d1_f2_e1_d3 1
 arc_d1_f2 first_of_d1_f2_e1_d3 1
 arc_d1_f2 crossed_d1_f2_e1_f3 1
 arc_d1_f2 first_of_d1_f2_e1_f3 1
 arc_d1_f2 crossed_d1_f2_f1_d2 1
 arc_d1_f2 first_of_d1_f2_f1_d2 1
 arc_d1_f2 crossed_d1_f2_f1_e3 1
 arc_d1_f2 first_of_d1_f2_f1_e3 1
 arc_d1_b2 out_d1 1
 arc_d1_b2 in_b2 1
 arc_d1_b2 carry_arc_d1_b2 -29
 arc_d1_b2 crossed_a1_c2_d1_b2 1
 arc_d1_b2 second_of_a1_c2_d1_b2 1
 arc_d1_b2 crossed_b1_d2_d1_b2 1
 arc_d1_b2 second_of_b1_d2_d1_b2 1
 arc_d1_b2 crossed_b1_c3_d1_b2 1
 arc_d1_b2 second_of_b1_c3_d1_b2 1
 arc_d1_b2 crossed_c1_e2_d1_b2 1
 arc_d1_b2 second_of_c1_e2_d1_b2 1
 arc_d1_b2 crossed_c1_b3_d1_b2 1
 arc_d1_b2 second_of_c1_b3_d1_b2 1
 arc_d1_b2 crossed_c1_d3_d1_b2 1
 arc_d1_b2 second_of_c1_d3_d1_b2 1
 arc_d1_c3 out_d1 1
 arc_d1_c3 in_c3 1
 arc_d1_c3 carry_arc_d1_c3 -29
 arc_d1_c3 crossed_b1_d2_d1_c3 1
 arc_d1_c3 second_of_b1_d2_d1_c3 1
 arc_d1_c3 crossed_c1_e2_d1_c3 1
 arc_d1_c3 second_of_c1_e2_d1_c3 1
 arc_d1_c3 crossed_c1_d3_d1_c3 1
 arc_d1_c3 second_of_c1_d3_d1_c3 1
 arc_d1_c3 crossed_d1_c3_e1_c2 1
 arc_d1_c3 first_of_d1_c3_e1_c2 1
 arc_d1_c3 crossed_d1_c3_b2_d3 1
 arc_d1_c3 first_of_d1_c3_b2_d3 1
 arc_d1_c3 crossed_d1_c3_c2_e3 1
 arc_d1_c3 first_of_d1_c3_c2_e3 1
 arc_d1_c3 crossed_d1_c3_c2_d4 1
 arc_d1_c3 first_of_d1_c3_c2_d4 1
 arc_d1_c3 crossed_d1_c3_d2_b3 1
 arc_d1_c3 first_of_d1_c3_d2_b3 1
 arc_e1_f3 out_e1 1
 arc_e1_f3 in_f3 1
 arc_e1_f3 carry_arc_e1_f3 -29
 arc_e1_f3 crossed_d1_f2_e1_f3 1
 arc_e1_f3 second_of_d1_f2_e1_f3 1
 arc_e1_f3 crossed_e1_f3_f1_d2 1
 arc_e1_f3 first_of_e1_f3_f1_d2 1
 arc_e1_f3 crossed_e1_f3_f1_e3 1
 arc_e1_f3 first_of_e1_f3_f1_e3 1
 arc_e1_f3 crossed_e1_f3_f2_d3 1
 arc_e1_f3 first_of_e1_f3_f2_d3 1
 arc_e1_f3 crossed_e1_f3_f2_e4 1
 arc_e1_f3 first_of_e1_f3_f2_e4 1
 arc_e1_c2 out_e1 1
 arc_e1_c2 in_c2 1
 arc_e1_c2 carry_arc_e1_c2 -29
 arc_e1_c2 crossed_b1_d2_e1_c2 1
 arc_e1_c2 second_of_b1_d2_e1_c2 1
 arc_e1_c2 crossed_c1_e2_e1_c2 1
 arc_e1_c2 second_of_c1_e2_e1_c2 1
 arc_e1_c2 crossed_c1_d3_e1_c2 1
 arc_e1_c2 second_of_c1_d3_e1_c2 1
 arc_e1_c2 crossed_d1_f2_e1_c2 1
 arc_e1_c2 second_of_d1_f2_e1_c2 1
 arc_e1_c2 crossed_d1_c3_e1_c2 1
 arc_e1_c2 second_of_d1_c3_e1_c2 1
 arc_e1_c2 crossed_d1_e3_e1_c2 1
 arc_e1_c2 second_of_d1_e3_e1_c2 1
 arc_e1_d3 out_e1 1
 arc_e1_d3 in_d3 1
 arc_e1_d3 carry_arc_e1_d3 -29
 arc_e1_d3 crossed_c1_e2_e1_d3 1
 arc_e1_d3 second_of_c1_e2_e1_d3 1
 arc_e1_d3 crossed_d1_f2_e1_d3 1
 arc_e1_d3 second_of_d1_f2_e1_d3 1
 arc_e1_d3 crossed_d1_e3_e1_d3 1
 arc_e1_d3 second_of_d1_e3_e1_d3 1
 arc_e1_d3 crossed_e1_d3_f1_d2 1
 arc_e1_d3 first_of_e1_d3_f1_d2 1
 arc_e1_d3 crossed_e1_d3_c2_e3 1
 arc_e1_d3 first_of_e1_d3_c2_e3 1
 arc_e1_d3 crossed_e1_d3_d2_f3 1
 arc_e1_d3 first_of_e1_d3_d2_f3 1
 arc_e1_d3 crossed_e1_d3_d2_e4 1
 arc_e1_d3 first_of_e1_d3_d2_e4 1
 arc_e1_d3 crossed_e1_d3_e2_c3 1
 arc_e1_d3 first_of_e1_d3_e2_c3 1
 arc_f1_d2 out_f1 1
 arc_f1_d2 in_d2 1
 arc_f1_d2 carry_arc_f1_d2 -29
 arc_f1_d2 crossed_c1_e2_f1_d2 1
 arc_f1_d2 second_of_c1_e2_f1_d2 1
 arc_f1_d2 crossed_d1_f2_f1_d2 1
 arc_f1_d2 second_of_d1_f2_f1_d2 1
 arc_f1_d2 crossed_d1_e3_f1_d2 1
 arc_f1_d2 second_of_d1_e3_f1_d2 1
 arc_f1_d2 crossed_e1_d3_f1_d2 1
 arc_f1_d2 second_of_e1_d3_f1_d2 1
 arc_f1_d2 crossed_e1_f3_f1_d2 1
 arc_f1_d2 second_of_e1_f3_f1_d2 1
 arc_f1_e3 out_f1 1
 arc_f1_e3 in_e3 1
 arc_f1_e3 carry_arc_f1_e3 -29
 arc_f1_e3 crossed_d1_f2_f1_e3 1
 arc_f1_e3 second_of_d1_f2_f1_e3 1
 arc_f1_e3 crossed_e1_f3_f1_e3 1
 arc_f1_e3 second_of_e1_f3_f1_e3 1
 arc_f1_e3 crossed_f1_e3_d2_f3 1
 arc_f1_e3 first_of_f1_e3_d2_f3 1
 arc_f1_e3 crossed_f1_e3_e2_f4 1
 arc_f1_e3 first_of_f1_e3_e2_f4 1
 arc_f1_e3 crossed_f1_e3_f2_d3 1
 arc_f1_e3 first_of_f1_e3_f2_d3 1
 arc_a2_b4 out_a2 1
 arc_a2_b4 in_b4 1
 arc_a2_b4 carry_arc_a2_b4 -29
 arc_a2_b4 crossed_b1_a3_a2_b4 1
 arc_a2_b4 second_of_b1_a3_a2_b4 1
 arc_a2_b4 crossed_a2_b4_b2_a4 1
 arc_a2_b4 first_of_a2_b4_b2_a4 1
 arc_a2_b4 crossed_a2_b4_c2_a3 1
 arc_a2_b4 first_of_a2_b4_c2_a3 1
 arc_a2_b4 crossed_a2_b4_a3_c4 1
 arc_a2_b4 first_of_a2_b4_a3_c4 1
 arc_a2_b4 crossed_a2_b4_b3_a5 1
 arc_a2_b4 first_of_a2_b4_b3_a5 1
 arc_a2_b4 crossed_a2_b4_c3_a4 1
 arc_a2_b4 first_of_a2_b4_c3_a4 1
 arc_a2_c3 out_a2 1
 arc_a2_c3 in_c3 1
 arc_a2_c3 carry_arc_a2_c3 -29
 arc_a2_c3 crossed_a1_b3_a2_c3 1
 arc_a2_c3 second_of_a1_b3_a2_c3 1
 arc_a2_c3 crossed_b1_a3_a2_c3 1
 arc_a2_c3 second_of_b1_a3_a2_c3 1
 arc_a2_c3 crossed_c1_b3_a2_c3 1
 arc_a2_c3 second_of_c1_b3_a2_c3 1
 arc_a2_c3 crossed_a2_c3_b2_a4 1
 arc_a2_c3 first_of_a2_c3_b2_a4 1
 arc_a2_c3 crossed_a2_c3_b2_c4 1
 arc_a2_c3 first_of_a2_c3_b2_c4 1
 arc_a2_c3 crossed_a2_c3_c2_a3 1
 arc_a2_c3 first_of_a2_c3_c2_a3 1
 arc_a2_c3 crossed_a2_c3_c2_b4 1
 arc_a2_c3 first_of_a2_c3_c2_b4 1
 arc_a2_c3 crossed_a2_c3_d2_b3 1
 arc_a2_c3 first_of_a2_c3_d2_b3 1
 arc_a2_c1 in_c1 1
 arc_a2_c1 out_a2 1
 arc_a2_c1 carry_arc_a2_c1 -29
 arc_a2_c1 crossed_a1_c2_c1_a2 1
 arc_a2_c1 second_of_a1_c2_c1_a2 1
 arc_a2_c1 crossed_a1_b3_c1_a2 1
 arc_a2_c1 second_of_a1_b3_c1_a2 1
 arc_a2_c1 crossed_b1_d2_c1_a2 1
 arc_a2_c1 second_of_b1_d2_c1_a2 1
 arc_a2_c1 crossed_b1_a3_c1_a2 1
 arc_a2_c1 second_of_b1_a3_c1_a2 1
 arc_a2_c1 crossed_b1_c3_c1_a2 1
 arc_a2_c1 second_of_b1_c3_c1_a2 1
 arc_b2_c4 out_b2 1
 arc_b2_c4 in_c4 1
 arc_b2_c4 carry_arc_b2_c4 -29
 arc_b2_c4 crossed_c1_b3_b2_c4 1
 arc_b2_c4 second_of_c1_b3_b2_c4 1
 arc_b2_c4 crossed_a2_c3_b2_c4 1
 arc_b2_c4 second_of_a2_c3_b2_c4 1
 arc_b2_c4 crossed_b2_c4_c2_a3 1
 arc_b2_c4 first_of_b2_c4_c2_a3 1
 arc_b2_c4 crossed_b2_c4_c2_b4 1
 arc_b2_c4 first_of_b2_c4_c2_b4 1
 arc_b2_c4 crossed_b2_c4_d2_b3 1
 arc_b2_c4 first_of_b2_c4_d2_b3 1
 arc_b2_c4 crossed_b2_c4_b3_d4 1
 arc_b2_c4 first_of_b2_c4_b3_d4 1
 arc_b2_c4 crossed_b2_c4_c3_a4 1
 arc_b2_c4 first_of_b2_c4_c3_a4 1
 arc_b2_c4 crossed_b2_c4_c3_b5 1
 arc_b2_c4 first_of_b2_c4_c3_b5 1
 arc_b2_c4 crossed_b2_c4_d3_b4 1
 arc_b2_c4 first_of_b2_c4_d3_b4 1
 arc_b2_d3 out_b2 1
 arc_b2_d3 in_d3 1
 arc_b2_d3 carry_arc_b2_d3 -29
 arc_b2_d3 crossed_b1_c3_b2_d3 1
 arc_b2_d3 second_of_b1_c3_b2_d3 1
 arc_b2_d3 crossed_c1_b3_b2_d3 1
 arc_b2_d3 second_of_c1_b3_b2_d3 1
 arc_b2_d3 crossed_d1_c3_b2_d3 1
 arc_b2_d3 second_of_d1_c3_b2_d3 1
 arc_b2_d3 crossed_b2_d3_c2_a3 1
 arc_b2_d3 first_of_b2_d3_c2_a3 1
 arc_b2_d3 crossed_b2_d3_c2_b4 1
 arc_b2_d3 first_of_b2_d3_c2_b4 1
 arc_b2_d3 crossed_b2_d3_c2_d4 1
 arc_b2_d3 first_of_b2_d3_c2_d4 1
 arc_b2_d3 crossed_b2_d3_d2_b3 1
 arc_b2_d3 first_of_b2_d3_d2_b3 1
 arc_b2_d3 crossed_b2_d3_d2_c4 1
 arc_b2_d3 first_of_b2_d3_d2_c4 1
 arc_b2_d3 crossed_b2_d3_e2_c3 1
 arc_b2_d3 first_of_b2_d3_e2_c3 1
 arc_b2_d1 in_d1 1
 arc_b2_d1 out_b2 1
 arc_b2_d1 carry_arc_b2_d1 -29
 arc_b2_d1 crossed_a1_c2_d1_b2 1
 arc_b2_d1 second_of_a1_c2_d1_b2 1
 arc_b2_d1 crossed_b1_d2_d1_b2 1
 arc_b2_d1 second_of_b1_d2_d1_b2 1
 arc_b2_d1 crossed_b1_c3_d1_b2 1
 arc_b2_d1 second_of_b1_c3_d1_b2 1
 arc_b2_d1 crossed_c1_e2_d1_b2 1
 arc_b2_d1 second_of_c1_e2_d1_b2 1
 arc_b2_d1 crossed_c1_b3_d1_b2 1
 arc_b2_d1 second_of_c1_b3_d1_b2 1
 arc_b2_d1 crossed_c1_d3_d1_b2 1
 arc_b2_d1 second_of_c1_d3_d1_b2 1
 arc_b2_a4 out_b2 1
 arc_b2_a4 in_a4 1
 arc_b2_a4 carry_arc_b2_a4 -29
 arc_b2_a4 crossed_a1_b3_b2_a4 1
 arc_b2_a4 second_of_a1_b3_b2_a4 1
 arc_b2_a4 crossed_a2_c3_b2_a4 1
 arc_b2_a4 second_of_a2_c3_b2_a4 1
 arc_b2_a4 crossed_a2_b4_b2_a4 1
 arc_b2_a4 second_of_a2_b4_b2_a4 1
 arc_b2_a4 crossed_b2_a4_c2_a3 1
 arc_b2_a4 first_of_b2_a4_c2_a3 1
 arc_b2_a4 crossed_b2_a4_a3_c4 1
 arc_b2_a4 first_of_b2_a4_a3_c4 1
 arc_b2_a4 crossed_b2_a4_a3_b5 1
 arc_b2_a4 first_of_b2_a4_a3_b5 1
 arc_c2_d4 out_c2 1
 arc_c2_d4 in_d4 1
 arc_c2_d4 carry_arc_c2_d4 -29
 arc_c2_d4 crossed_d1_c3_c2_d4 1
 arc_c2_d4 second_of_d1_c3_c2_d4 1
 arc_c2_d4 crossed_b2_d3_c2_d4 1
 arc_c2_d4 second_of_b2_d3_c2_d4 1
 arc_c2_d4 crossed_c2_d4_d2_b3 1
 arc_c2_d4 first_of_c2_d4_d2_b3 1
 arc_c2_d4 crossed_c2_d4_d2_c4 1
 arc_c2_d4 first_of_c2_d4_d2_c4 1
 arc_c2_d4 crossed_c2_d4_e2_c3 1
 arc_c2_d4 first_of_c2_d4_e2_c3 1
 arc_c2_d4 crossed_c2_d4_c3_e4 1
 arc_c2_d4 first_of_c2_d4_c3_e4 1
 arc_c2_d4 crossed_c2_d4_d3_b4 1
 arc_c2_d4 first_of_c2_d4_d3_b4 1
 arc_c2_d4 crossed_c2_d4_d3_c5 1
 arc_c2_d4 first_of_c2_d4_d3_c5 1
 arc_c2_d4 crossed_c2_d4_e3_c4 1
 arc_c2_d4 first_of_c2_d4_e3_c4 1
 arc_c2_e3 out_c2 1
 arc_c2_e3 in_e3 1
 arc_c2_e3 carry_arc_c2_e3 -29
 arc_c2_e3 crossed_c1_d3_c2_e3 1
 arc_c2_e3 second_of_c1_d3_c2_e3 1
 arc_c2_e3 crossed_d1_c3_c2_e3 1
 arc_c2_e3 second_of_d1_c3_c2_e3 1
 arc_c2_e3 crossed_e1_d3_c2_e3 1
 arc_c2_e3 second_of_e1_d3_c2_e3 1
 arc_c2_e3 crossed_c2_e3_d2_b3 1
 arc_c2_e3 first_of_c2_e3_d2_b3 1
 arc_c2_e3 crossed_c2_e3_d2_c4 1
 arc_c2_e3 first_of_c2_e3_d2_c4 1
 arc_c2_e3 crossed_c2_e3_d2_e4 1
 arc_c2_e3 first_of_c2_e3_d2_e4 1
 arc_c2_e3 crossed_c2_e3_e2_c3 1
 arc_c2_e3 first_of_c2_e3_e2_c3 1
 arc_c2_e3 crossed_c2_e3_e2_d4 1
 arc_c2_e3 first_of_c2_e3_e2_d4 1
 arc_c2_e3 crossed_c2_e3_f2_d3 1
 arc_c2_e3 first_of_c2_e3_f2_d3 1
 arc_c2_e1 in_e1 1
 arc_c2_e1 out_c2 1
 arc_c2_e1 carry_arc_c2_e1 -29
 arc_c2_e1 crossed_b1_d2_e1_c2 1
 arc_c2_e1 second_of_b1_d2_e1_c2 1
 arc_c2_e1 crossed_c1_e2_e1_c2 1
 arc_c2_e1 second_of_c1_e2_e1_c2 1
 arc_c2_e1 crossed_c1_d3_e1_c2 1
 arc_c2_e1 second_of_c1_d3_e1_c2 1
 arc_c2_e1 crossed_d1_f2_e1_c2 1
 arc_c2_e1 second_of_d1_f2_e1_c2 1
 arc_c2_e1 crossed_d1_c3_e1_c2 1
 arc_c2_e1 second_of_d1_c3_e1_c2 1
 arc_c2_e1 crossed_d1_e3_e1_c2 1
 arc_c2_e1 second_of_d1_e3_e1_c2 1
 arc_c2_a1 in_a1 1
 arc_c2_a1 out_c2 1
 arc_c2_a1 crossed_a1_c2_b1_a3 1
 arc_c2_a1 first_of_a1_c2_b1_a3 1
 arc_c2_a1 crossed_a1_c2_b1_c3 1
 arc_c2_a1 first_of_a1_c2_b1_c3 1
 arc_c2_a1 crossed_a1_c2_c1_a2 1
 arc_c2_a1 first_of_a1_c2_c1_a2 1
 arc_c2_a1 crossed_a1_c2_c1_b3 1
 arc_c2_a1 first_of_a1_c2_c1_b3 1
 arc_c2_a1 crossed_a1_c2_d1_b2 1
 arc_c2_a1 first_of_a1_c2_d1_b2 1
 arc_c2_a3 out_c2 1
 arc_c2_a3 in_a3 1
 arc_c2_a3 carry_arc_c2_a3 -29
 arc_c2_a3 crossed_a1_b3_c2_a3 1
 arc_c2_a3 second_of_a1_b3_c2_a3 1
 arc_c2_a3 crossed_b1_c3_c2_a3 1
 arc_c2_a3 second_of_b1_c3_c2_a3 1
 arc_c2_a3 crossed_c1_b3_c2_a3 1
 arc_c2_a3 second_of_c1_b3_c2_a3 1
 arc_c2_a3 crossed_a2_c3_c2_a3 1
 arc_c2_a3 second_of_a2_c3_c2_a3 1
 arc_c2_a3 crossed_a2_b4_c2_a3 1
 arc_c2_a3 second_of_a2_b4_c2_a3 1
 arc_c2_a3 crossed_b2_d3_c2_a3 1
 arc_c2_a3 second_of_b2_d3_c2_a3 1
 arc_c2_a3 crossed_b2_a4_c2_a3 1
 arc_c2_a3 second_of_b2_a4_c2_a3 1
 arc_c2_a3 crossed_b2_c4_c2_a3 1
 arc_c2_a3 second_of_b2_c4_c2_a3 1
 arc_c2_b4 out_c2 1
 arc_c2_b4 in_b4 1
 arc_c2_b4 carry_arc_c2_b4 -29
 arc_c2_b4 crossed_b1_c3_c2_b4 1
 arc_c2_b4 second_of_b1_c3_c2_b4 1
 arc_c2_b4 crossed_a2_c3_c2_b4 1
 arc_c2_b4 second_of_a2_c3_c2_b4 1
 arc_c2_b4 crossed_b2_d3_c2_b4 1
 arc_c2_b4 second_of_b2_d3_c2_b4 1
 arc_c2_b4 crossed_b2_c4_c2_b4 1
 arc_c2_b4 second_of_b2_c4_c2_b4 1
 arc_c2_b4 crossed_c2_b4_d2_b3 1
 arc_c2_b4 first_of_c2_b4_d2_b3 1
 arc_c2_b4 crossed_c2_b4_a3_c4 1
 arc_c2_b4 first_of_c2_b4_a3_c4 1
 arc_c2_b4 crossed_c2_b4_b3_d4 1
 arc_c2_b4 first_of_c2_b4_b3_d4 1
 arc_c2_b4 crossed_c2_b4_b3_c5 1
 arc_c2_b4 first_of_c2_b4_b3_c5 1
 arc_c2_b4 crossed_c2_b4_c3_a4 1
 arc_c2_b4 first_of_c2_b4_c3_a4 1
 arc_d2_e4 out_d2 1
 arc_d2_e4 in_e4 1
 arc_d2_e4 carry_arc_d2_e4 -29
 arc_d2_e4 crossed_e1_d3_d2_e4 1
 arc_d2_e4 second_of_e1_d3_d2_e4 1
 arc_d2_e4 crossed_c2_e3_d2_e4 1
 arc_d2_e4 second_of_c2_e3_d2_e4 1
 arc_d2_e4 crossed_d2_e4_e2_c3 1
 arc_d2_e4 first_of_d2_e4_e2_c3 1
 arc_d2_e4 crossed_d2_e4_e2_d4 1
 arc_d2_e4 first_of_d2_e4_e2_d4 1
 arc_d2_e4 crossed_d2_e4_f2_d3 1
 arc_d2_e4 first_of_d2_e4_f2_d3 1
 arc_d2_e4 crossed_d2_e4_d3_f4 1
 arc_d2_e4 first_of_d2_e4_d3_f4 1
 arc_d2_e4 crossed_d2_e4_e3_c4 1
 arc_d2_e4 first_of_d2_e4_e3_c4 1
 arc_d2_e4 crossed_d2_e4_e3_d5 1
 arc_d2_e4 first_of_d2_e4_e3_d5 1
 arc_d2_e4 crossed_d2_e4_f3_d4 1
 arc_d2_e4 first_of_d2_e4_f3_d4 1
 arc_d2_f3 out_d2 1
 arc_d2_f3 in_f3 1
 arc_d2_f3 carry_arc_d2_f3 -29
 arc_d2_f3 crossed_d1_e3_d2_f3 1
 arc_d2_f3 second_of_d1_e3_d2_f3 1
 arc_d2_f3 crossed_e1_d3_d2_f3 1
 arc_d2_f3 second_of_e1_d3_d2_f3 1
 arc_d2_f3 crossed_f1_e3_d2_f3 1
 arc_d2_f3 second_of_f1_e3_d2_f3 1
 arc_d2_f3 crossed_d2_f3_e2_c3 1
 arc_d2_f3 first_of_d2_f3_e2_c3 1
 arc_d2_f3 crossed_d2_f3_e2_d4 1
 arc_d2_f3 first_of_d2_f3_e2_d4 1
 arc_d2_f3 crossed_d2_f3_e2_f4 1
 arc_d2_f3 first_of_d2_f3_e2_f4 1
 arc_d2_f3 crossed_d2_f3_f2_d3 1
 arc_d2_f3 first_of_d2_f3_f2_d3 1
 arc_d2_f3 crossed_d2_f3_f2_e4 1
 arc_d2_f3 first_of_d2_f3_f2_e4 1
 arc_d2_f1 in_f1 1
 arc_d2_f1 out_d2 1
 arc_d2_f1 carry_arc_d2_f1 -29
 arc_d2_f1 crossed_c1_e2_f1_d2 1
 arc_d2_f1 second_of_c1_e2_f1_d2 1
 arc_d2_f1 crossed_d1_f2_f1_d2 1
 arc_d2_f1 second_of_d1_f2_f1_d2 1
 arc_d2_f1 crossed_d1_e3_f1_d2 1
 arc_d2_f1 second_of_d1_e3_f1_d2 1
 arc_d2_f1 crossed_e1_d3_f1_d2 1
 arc_d2_f1 second_of_e1_d3_f1_d2 1
 arc_d2_f1 crossed_e1_f3_f1_d2 1
 arc_d2_f1 second_of_e1_f3_f1_d2 1
 arc_d2_b1 in_b1 1
 arc_d2_b1 out_d2 1
 arc_d2_b1 carry_arc_d2_b1 -29
 arc_d2_b1 crossed_b1_d2_c1_a2 1
 arc_d2_b1 first_of_b1_d2_c1_a2 1
 arc_d2_b1 crossed_b1_d2_c1_b3 1
 arc_d2_b1 first_of_b1_d2_c1_b3 1
 arc_d2_b1 crossed_b1_d2_c1_d3 1
 arc_d2_b1 first_of_b1_d2_c1_d3 1
 arc_d2_b1 crossed_b1_d2_d1_b2 1
 arc_d2_b1 first_of_b1_d2_d1_b2 1
 arc_d2_b1 crossed_b1_d2_d1_c3 1
 arc_d2_b1 first_of_b1_d2_d1_c3 1
 arc_d2_b1 crossed_b1_d2_e1_c2 1
 arc_d2_b1 first_of_b1_d2_e1_c2 1
 arc_d2_b3 out_d2 1
 arc_d2_b3 in_b3 1
 arc_d2_b3 carry_arc_d2_b3 -29
 arc_d2_b3 crossed_b1_c3_d2_b3 1
 arc_d2_b3 second_of_b1_c3_d2_b3 1
 arc_d2_b3 crossed_c1_d3_d2_b3 1
 arc_d2_b3 second_of_c1_d3_d2_b3 1
 arc_d2_b3 crossed_d1_c3_d2_b3 1
 arc_d2_b3 second_of_d1_c3_d2_b3 1
 arc_d2_b3 crossed_a2_c3_d2_b3 1
 arc_d2_b3 second_of_a2_c3_d2_b3 1
 arc_d2_b3 crossed_b2_d3_d2_b3 1
 arc_d2_b3 second_of_b2_d3_d2_b3 1
 arc_d2_b3 crossed_b2_c4_d2_b3 1
 arc_d2_b3 second_of_b2_c4_d2_b3 1
 arc_d2_b3 crossed_c2_e3_d2_b3 1
 arc_d2_b3 second_of_c2_e3_d2_b3 1
 arc_d2_b3 crossed_c2_b4_d2_b3 1
 arc_d2_b3 second_of_c2_b4_d2_b3 1
 arc_d2_b3 crossed_c2_d4_d2_b3 1
 arc_d2_b3 second_of_c2_d4_d2_b3 1
 arc_d2_c4 out_d2 1
 arc_d2_c4 in_c4 1
 arc_d2_c4 carry_arc_d2_c4 -29
 arc_d2_c4 crossed_c1_d3_d2_c4 1
 arc_d2_c4 second_of_c1_d3_d2_c4 1
 arc_d2_c4 crossed_b2_d3_d2_c4 1
 arc_d2_c4 second_of_b2_d3_d2_c4 1
 arc_d2_c4 crossed_c2_e3_d2_c4 1
 arc_d2_c4 second_of_c2_e3_d2_c4 1
 arc_d2_c4 crossed_c2_d4_d2_c4 1
 arc_d2_c4 second_of_c2_d4_d2_c4 1
 arc_d2_c4 crossed_d2_c4_e2_c3 1
 arc_d2_c4 first_of_d2_c4_e2_c3 1
 arc_d2_c4 crossed_d2_c4_b3_d4 1
 arc_d2_c4 first_of_d2_c4_b3_d4 1
 arc_d2_c4 crossed_d2_c4_c3_e4 1
 arc_d2_c4 first_of_d2_c4_c3_e4 1
 arc_d2_c4 crossed_d2_c4_c3_d5 1
 arc_d2_c4 first_of_d2_c4_c3_d5 1
 arc_d2_c4 crossed_d2_c4_d3_b4 1
 arc_d2_c4 first_of_d2_c4_d3_b4 1
 arc_e2_f4 out_e2 1
 arc_e2_f4 in_f4 1
 arc_e2_f4 carry_arc_e2_f4 -29
 arc_e2_f4 crossed_f1_e3_e2_f4 1
 arc_e2_f4 second_of_f1_e3_e2_f4 1
 arc_e2_f4 crossed_d2_f3_e2_f4 1
 arc_e2_f4 second_of_d2_f3_e2_f4 1
 arc_e2_f4 crossed_e2_f4_f2_d3 1
 arc_e2_f4 first_of_e2_f4_f2_d3 1
 arc_e2_f4 crossed_e2_f4_f2_e4 1
 arc_e2_f4 first_of_e2_f4_f2_e4 1
 arc_e2_f4 crossed_e2_f4_f3_d4 1
 arc_e2_f4 first_of_e2_f4_f3_d4 1
 arc_e2_f4 crossed_e2_f4_f3_e5 1
 arc_e2_f4 first_of_e2_f4_f3_e5 1
 arc_e2_c1 in_c1 1
 arc_e2_c1 out_e2 1
 arc_e2_c1 carry_arc_e2_c1 -29
 arc_e2_c1 crossed_c1_e2_d1_b2 1
 arc_e2_c1 first_of_c1_e2_d1_b2 1
 arc_e2_c1 crossed_c1_e2_d1_c3 1
 arc_e2_c1 first_of_c1_e2_d1_c3 1
 arc_e2_c1 crossed_c1_e2_d1_e3 1
 arc_e2_c1 first_of_c1_e2_d1_e3 1
 arc_e2_c1 crossed_c1_e2_e1_c2 1
 arc_e2_c1 first_of_c1_e2_e1_c2 1
 arc_e2_c1 crossed_c1_e2_e1_d3 1
 arc_e2_c1 first_of_c1_e2_e1_d3 1
 arc_e2_c1 crossed_c1_e2_f1_d2 1
 arc_e2_c1 first_of_c1_e2_f1_d2 1
 arc_e2_c3 out_e2 1
 arc_e2_c3 in_c3 1
 arc_e2_c3 carry_arc_e2_c3 -29
 arc_e2_c3 crossed_c1_d3_e2_c3 1
 arc_e2_c3 second_of_c1_d3_e2_c3 1
 arc_e2_c3 crossed_d1_e3_e2_c3 1
 arc_e2_c3 second_of_d1_e3_e2_c3 1
 arc_e2_c3 crossed_e1_d3_e2_c3 1
 arc_e2_c3 second_of_e1_d3_e2_c3 1
 arc_e2_c3 crossed_b2_d3_e2_c3 1
 arc_e2_c3 second_of_b2_d3_e2_c3 1
 arc_e2_c3 crossed_c2_e3_e2_c3 1
 arc_e2_c3 second_of_c2_e3_e2_c3 1
 arc_e2_c3 crossed_c2_d4_e2_c3 1
 arc_e2_c3 second_of_c2_d4_e2_c3 1
 arc_e2_c3 crossed_d2_f3_e2_c3 1
 arc_e2_c3 second_of_d2_f3_e2_c3 1
 arc_e2_c3 crossed_d2_c4_e2_c3 1
 arc_e2_c3 second_of_d2_c4_e2_c3 1
 arc_e2_c3 crossed_d2_e4_e2_c3 1
 arc_e2_c3 second_of_d2_e4_e2_c3 1
 arc_e2_d4 out_e2 1
 arc_e2_d4 in_d4 1
 arc_e2_d4 carry_arc_e2_d4 -29
 arc_e2_d4 crossed_d1_e3_e2_d4 1
 arc_e2_d4 second_of_d1_e3_e2_d4 1
 arc_e2_d4 crossed_c2_e3_e2_d4 1
 arc_e2_d4 second_of_c2_e3_e2_d4 1
 arc_e2_d4 crossed_d2_f3_e2_d4 1
 arc_e2_d4 second_of_d2_f3_e2_d4 1
 arc_e2_d4 crossed_d2_e4_e2_d4 1
 arc_e2_d4 second_of_d2_e4_e2_d4 1
 arc_e2_d4 crossed_e2_d4_f2_d3 1
 arc_e2_d4 first_of_e2_d4_f2_d3 1
 arc_e2_d4 crossed_e2_d4_c3_e4 1
 arc_e2_d4 first_of_e2_d4_c3_e4 1
 arc_e2_d4 crossed_e2_d4_d3_f4 1
 arc_e2_d4 first_of_e2_d4_d3_f4 1
 arc_e2_d4 crossed_e2_d4_d3_e5 1
 arc_e2_d4 first_of_e2_d4_d3_e5 1
 arc_e2_d4 crossed_e2_d4_e3_c4 1
 arc_e2_d4 first_of_e2_d4_e3_c4 1
 arc_f2_d1 in_d1 1
 arc_f2_d1 out_f2 1
 arc_f2_d1 carry_arc_f2_d1 -29
 arc_f2_d1 crossed_d1_f2_e1_c2 1
 arc_f2_d1 first_of_d1_f2_e1_c2 1
 arc_f2_d1 crossed_d1_f2_e1_d3 1
 arc_f2_d1 first_of_d1_f2_e1_d3 1
 arc_f2_d1 crossed_d1_f2_e1_f3 1
 arc_f2_d1 first_of_d1_f2_e1_f3 1
 arc_f2_d1 crossed_d1_f2_f1_d2 1
 arc_f2_d1 first_of_d1_f2_f1_d2 1
 arc_f2_d1 crossed_d1_f2_f1_e3 1
 arc_f2_d1 first_of_d1_f2_f1_e3 1
 arc_f2_d3 out_f2 1
 arc_f2_d3 in_d3 1
 arc_f2_d3 carry_arc_f2_d3 -29
 arc_f2_d3 crossed_d1_e3_f2_d3 1
 arc_f2_d3 second_of_d1_e3_f2_d3 1
 arc_f2_d3 crossed_e1_f3_f2_d3 1
 arc_f2_d3 second_of_e1_f3_f2_d3 1
 arc_f2_d3 crossed_f1_e3_f2_d3 1
 arc_f2_d3 second_of_f1_e3_f2_d3 1
 arc_f2_d3 crossed_c2_e3_f2_d3 1
 arc_f2_d3 second_of_c2_e3_f2_d3 1
 arc_f2_d3 crossed_d2_f3_f2_d3 1
 arc_f2_d3 second_of_d2_f3_f2_d3 1
 arc_f2_d3 crossed_d2_e4_f2_d3 1
 arc_f2_d3 second_of_d2_e4_f2_d3 1
 arc_f2_d3 crossed_e2_d4_f2_d3 1
 arc_f2_d3 second_of_e2_d4_f2_d3 1
 arc_f2_d3 crossed_e2_f4_f2_d3 1
 arc_f2_d3 second_of_e2_f4_f2_d3 1
 arc_f2_e4 out_f2 1
 arc_f2_e4 in_e4 1
 arc_f2_e4 carry_arc_f2_e4 -29
 arc_f2_e4 crossed_e1_f3_f2_e4 1
 arc_f2_e4 second_of_e1_f3_f2_e4 1
 arc_f2_e4 crossed_d2_f3_f2_e4 1
 arc_f2_e4 second_of_d2_f3_f2_e4 1
 arc_f2_e4 crossed_e2_f4_f2_e4 1
 arc_f2_e4 second_of_e2_f4_f2_e4 1
 arc_f2_e4 crossed_f2_e4_d3_f4 1
 arc_f2_e4 first_of_f2_e4_d3_f4 1
 arc_f2_e4 crossed_f2_e4_e3_f5 1
 arc_f2_e4 first_of_f2_e4_e3_f5 1
 arc_f2_e4 crossed_f2_e4_f3_d4 1
 arc_f2_e4 first_of_f2_e4_f3_d4 1
 arc_a3_b5 out_a3 1
 arc_a3_b5 in_b5 1
 arc_a3_b5 carry_arc_a3_b5 -29
 arc_a3_b5 crossed_b2_a4_a3_b5 1
 arc_a3_b5 second_of_b2_a4_a3_b5 1
 arc_a3_b5 crossed_a3_b5_b3_a5 1
 arc_a3_b5 first_of_a3_b5_b3_a5 1
 arc_a3_b5 crossed_a3_b5_c3_a4 1
 arc_a3_b5 first_of_a3_b5_c3_a4 1
 arc_a3_b5 crossed_a3_b5_a4_c5 1
 arc_a3_b5 first_of_a3_b5_a4_c5 1
 arc_a3_b5 crossed_a3_b5_c4_a5 1
 arc_a3_b5 first_of_a3_b5_c4_a5 1
 arc_a3_c4 out_a3 1
 arc_a3_c4 in_c4 1
 arc_a3_c4 carry_arc_a3_c4 -29
 arc_a3_c4 crossed_a2_b4_a3_c4 1
 arc_a3_c4 second_of_a2_b4_a3_c4 1
 arc_a3_c4 crossed_b2_a4_a3_c4 1
 arc_a3_c4 second_of_b2_a4_a3_c4 1
 arc_a3_c4 crossed_c2_b4_a3_c4 1
 arc_a3_c4 second_of_c2_b4_a3_c4 1
 arc_a3_c4 crossed_a3_c4_b3_a5 1
 arc_a3_c4 first_of_a3_c4_b3_a5 1
 arc_a3_c4 crossed_a3_c4_b3_c5 1
 arc_a3_c4 first_of_a3_c4_b3_c5 1
 arc_a3_c4 crossed_a3_c4_c3_a4 1
 arc_a3_c4 first_of_a3_c4_c3_a4 1
 arc_a3_c4 crossed_a3_c4_c3_b5 1
 arc_a3_c4 first_of_a3_c4_c3_b5 1
 arc_a3_c4 crossed_a3_c4_d3_b4 1
 arc_a3_c4 first_of_a3_c4_d3_b4 1
 arc_a3_c2 in_c2 1
 arc_a3_c2 out_a3 1
 arc_a3_c2 carry_arc_a3_c2 -29
 arc_a3_c2 crossed_a1_b3_c2_a3 1
 arc_a3_c2 second_of_a1_b3_c2_a3 1
 arc_a3_c2 crossed_b1_c3_c2_a3 1
 arc_a3_c2 second_of_b1_c3_c2_a3 1
 arc_a3_c2 crossed_c1_b3_c2_a3 1
 arc_a3_c2 second_of_c1_b3_c2_a3 1
 arc_a3_c2 crossed_a2_c3_c2_a3 1
 arc_a3_c2 second_of_a2_c3_c2_a3 1
 arc_a3_c2 crossed_a2_b4_c2_a3 1
 arc_a3_c2 second_of_a2_b4_c2_a3 1
 arc_a3_c2 crossed_b2_d3_c2_a3 1
 arc_a3_c2 second_of_b2_d3_c2_a3 1
 arc_a3_c2 crossed_b2_a4_c2_a3 1
 arc_a3_c2 second_of_b2_a4_c2_a3 1
 arc_a3_c2 crossed_b2_c4_c2_a3 1
 arc_a3_c2 second_of_b2_c4_c2_a3 1
 arc_a3_b1 in_b1 1
 arc_a3_b1 out_a3 1
 arc_a3_b1 carry_arc_a3_b1 -29
 arc_a3_b1 crossed_a1_c2_b1_a3 1
 arc_a3_b1 second_of_a1_c2_b1_a3 1
 arc_a3_b1 crossed_a1_b3_b1_a3 1
 arc_a3_b1 second_of_a1_b3_b1_a3 1
 arc_a3_b1 crossed_b1_a3_c1_a2 1
 arc_a3_b1 first_of_b1_a3_c1_a2 1
 arc_a3_b1 crossed_b1_a3_a2_c3 1
 arc_a3_b1 first_of_b1_a3_a2_c3 1
 arc_a3_b1 crossed_b1_a3_a2_b4 1
 arc_a3_b1 first_of_b1_a3_a2_b4 1
 arc_b3_c5 out_b3 1
 arc_b3_c5 in_c5 1
 arc_b3_c5 carry_arc_b3_c5 -29
 arc_b3_c5 crossed_c2_b4_b3_c5 1
 arc_b3_c5 second_of_c2_b4_b3_c5 1
 arc_b3_c5 crossed_a3_c4_b3_c5 1
 arc_b3_c5 second_of_a3_c4_b3_c5 1
 arc_b3_c5 crossed_b3_c5_c3_a4 1
 arc_b3_c5 first_of_b3_c5_c3_a4 1
 arc_b3_c5 crossed_b3_c5_c3_b5 1
 arc_b3_c5 first_of_b3_c5_c3_b5 1
 arc_b3_c5 crossed_b3_c5_d3_b4 1
 arc_b3_c5 first_of_b3_c5_d3_b4 1
 arc_b3_c5 crossed_b3_c5_b4_d5 1
 arc_b3_c5 first_of_b3_c5_b4_d5 1
 arc_b3_c5 crossed_b3_c5_c4_a5 1
 arc_b3_c5 first_of_b3_c5_c4_a5 1
 arc_b3_c5 crossed_b3_c5_d4_b5 1
 arc_b3_c5 first_of_b3_c5_d4_b5 1
 arc_b3_d4 out_b3 1
 arc_b3_d4 in_d4 1
 arc_b3_d4 carry_arc_b3_d4 -29
 arc_b3_d4 crossed_b2_c4_b3_d4 1
 arc_b3_d4 second_of_b2_c4_b3_d4 1
 arc_b3_d4 crossed_c2_b4_b3_d4 1
 arc_b3_d4 second_of_c2_b4_b3_d4 1
 arc_b3_d4 crossed_d2_c4_b3_d4 1
 arc_b3_d4 second_of_d2_c4_b3_d4 1
 arc_b3_d4 crossed_b3_d4_c3_a4 1
 arc_b3_d4 first_of_b3_d4_c3_a4 1
 arc_b3_d4 crossed_b3_d4_c3_b5 1
 arc_b3_d4 first_of_b3_d4_c3_b5 1
 arc_b3_d4 crossed_b3_d4_c3_d5 1
 arc_b3_d4 first_of_b3_d4_c3_d5 1
 arc_b3_d4 crossed_b3_d4_d3_b4 1
 arc_b3_d4 first_of_b3_d4_d3_b4 1
 arc_b3_d4 crossed_b3_d4_d3_c5 1
 arc_b3_d4 first_of_b3_d4_d3_c5 1
 arc_b3_d4 crossed_b3_d4_e3_c4 1
 arc_b3_d4 first_of_b3_d4_e3_c4 1
 arc_b3_d2 in_d2 1
 arc_b3_d2 out_b3 1
 arc_b3_d2 carry_arc_b3_d2 -29
 arc_b3_d2 crossed_b1_c3_d2_b3 1
 arc_b3_d2 second_of_b1_c3_d2_b3 1
 arc_b3_d2 crossed_c1_d3_d2_b3 1
 arc_b3_d2 second_of_c1_d3_d2_b3 1
 arc_b3_d2 crossed_d1_c3_d2_b3 1
 arc_b3_d2 second_of_d1_c3_d2_b3 1
 arc_b3_d2 crossed_a2_c3_d2_b3 1
 arc_b3_d2 second_of_a2_c3_d2_b3 1
 arc_b3_d2 crossed_b2_d3_d2_b3 1
 arc_b3_d2 second_of_b2_d3_d2_b3 1
 arc_b3_d2 crossed_b2_c4_d2_b3 1
 arc_b3_d2 second_of_b2_c4_d2_b3 1
 arc_b3_d2 crossed_c2_e3_d2_b3 1
 arc_b3_d2 second_of_c2_e3_d2_b3 1
 arc_b3_d2 crossed_c2_b4_d2_b3 1
 arc_b3_d2 second_of_c2_b4_d2_b3 1
 arc_b3_d2 crossed_c2_d4_d2_b3 1
 arc_b3_d2 second_of_c2_d4_d2_b3 1
 arc_b3_c1 in_c1 1
 arc_b3_c1 out_b3 1
 arc_b3_c1 carry_arc_b3_c1 -29
 arc_b3_c1 crossed_a1_c2_c1_b3 1
 arc_b3_c1 second_of_a1_c2_c1_b3 1
 arc_b3_c1 crossed_b1_d2_c1_b3 1
 arc_b3_c1 second_of_b1_d2_c1_b3 1
 arc_b3_c1 crossed_b1_c3_c1_b3 1
 arc_b3_c1 second_of_b1_c3_c1_b3 1
 arc_b3_c1 crossed_c1_b3_d1_b2 1
 arc_b3_c1 first_of_c1_b3_d1_b2 1
 arc_b3_c1 crossed_c1_b3_a2_c3 1
 arc_b3_c1 first_of_c1_b3_a2_c3 1
 arc_b3_c1 crossed_c1_b3_b2_d3 1
 arc_b3_c1 first_of_c1_b3_b2_d3 1
 arc_b3_c1 crossed_c1_b3_b2_c4 1
 arc_b3_c1 first_of_c1_b3_b2_c4 1
 arc_b3_c1 crossed_c1_b3_c2_a3 1
 arc_b3_c1 first_of_c1_b3_c2_a3 1
 arc_b3_a1 in_a1 1
 arc_b3_a1 out_b3 1
 arc_b3_a1 crossed_a1_b3_b1_a3 1
 arc_b3_a1 first_of_a1_b3_b1_a3 1
 arc_b3_a1 crossed_a1_b3_c1_a2 1
 arc_b3_a1 first_of_a1_b3_c1_a2 1
 arc_b3_a1 crossed_a1_b3_a2_c3 1
 arc_b3_a1 first_of_a1_b3_a2_c3 1
 arc_b3_a1 crossed_a1_b3_b2_a4 1
 arc_b3_a1 first_of_a1_b3_b2_a4 1
 arc_b3_a1 crossed_a1_b3_c2_a3 1
 arc_b3_a1 first_of_a1_b3_c2_a3 1
 arc_b3_a5 out_b3 1
 arc_b3_a5 in_a5 1
 arc_b3_a5 carry_arc_b3_a5 -29
 arc_b3_a5 crossed_a2_b4_b3_a5 1
 arc_b3_a5 second_of_a2_b4_b3_a5 1
 arc_b3_a5 crossed_a3_c4_b3_a5 1
 arc_b3_a5 second_of_a3_c4_b3_a5 1
 arc_b3_a5 crossed_a3_b5_b3_a5 1
 arc_b3_a5 second_of_a3_b5_b3_a5 1
 arc_b3_a5 crossed_b3_a5_c3_a4 1
 arc_b3_a5 first_of_b3_a5_c3_a4 1
 arc_b3_a5 crossed_b3_a5_a4_c5 1
 arc_b3_a5 first_of_b3_a5_a4_c5 1
 arc_c3_d5 out_c3 1
 arc_c3_d5 in_d5 1
 arc_c3_d5 carry_arc_c3_d5 -29
 arc_c3_d5 crossed_d2_c4_c3_d5 1
 arc_c3_d5 second_of_d2_c4_c3_d5 1
 arc_c3_d5 crossed_b3_d4_c3_d5 1
 arc_c3_d5 second_of_b3_d4_c3_d5 1
 arc_c3_d5 crossed_c3_d5_d3_b4 1
 arc_c3_d5 first_of_c3_d5_d3_b4 1
 arc_c3_d5 crossed_c3_d5_d3_c5 1
 arc_c3_d5 first_of_c3_d5_d3_c5 1
 arc_c3_d5 crossed_c3_d5_e3_c4 1
 arc_c3_d5 first_of_c3_d5_e3_c4 1
 arc_c3_d5 crossed_c3_d5_c4_e5 1
 arc_c3_d5 first_of_c3_d5_c4_e5 1
 arc_c3_d5 crossed_c3_d5_d4_b5 1
 arc_c3_d5 first_of_c3_d5_d4_b5 1
 arc_c3_d5 crossed_c3_d5_e4_c5 1
 arc_c3_d5 first_of_c3_d5_e4_c5 1
 arc_c3_e4 out_c3 1
 arc_c3_e4 in_e4 1
 arc_c3_e4 carry_arc_c3_e4 -29
 arc_c3_e4 crossed_c2_d4_c3_e4 1
 arc_c3_e4 second_of_c2_d4_c3_e4 1
 arc_c3_e4 crossed_d2_c4_c3_e4 1
 arc_c3_e4 second_of_d2_c4_c3_e4 1
 arc_c3_e4 crossed_e2_d4_c3_e4 1
 arc_c3_e4 second_of_e2_d4_c3_e4 1
 arc_c3_e4 crossed_c3_e4_d3_b4 1
 arc_c3_e4 first_of_c3_e4_d3_b4 1
 arc_c3_e4 crossed_c3_e4_d3_c5 1
 arc_c3_e4 first_of_c3_e4_d3_c5 1
 arc_c3_e4 crossed_c3_e4_d3_e5 1
 arc_c3_e4 first_of_c3_e4_d3_e5 1
 arc_c3_e4 crossed_c3_e4_e3_c4 1
 arc_c3_e4 first_of_c3_e4_e3_c4 1
 arc_c3_e4 crossed_c3_e4_e3_d5 1
 arc_c3_e4 first_of_c3_e4_e3_d5 1
 arc_c3_e4 crossed_c3_e4_f3_d4 1
 arc_c3_e4 first_of_c3_e4_f3_d4 1
 arc_c3_e2 in_e2 1
 arc_c3_e2 out_c3 1
 arc_c3_e2 carry_arc_c3_e2 -29
 arc_c3_e2 crossed_c1_d3_e2_c3 1
 arc_c3_e2 second_of_c1_d3_e2_c3 1
 arc_c3_e2 crossed_d1_e3_e2_c3 1
 arc_c3_e2 second_of_d1_e3_e2_c3 1
 arc_c3_e2 crossed_e1_d3_e2_c3 1
 arc_c3_e2 second_of_e1_d3_e2_c3 1
 arc_c3_e2 crossed_b2_d3_e2_c3 1
 arc_c3_e2 second_of_b2_d3_e2_c3 1
 arc_c3_e2 crossed_c2_e3_e2_c3 1
 arc_c3_e2 second_of_c2_e3_e2_c3 1
 arc_c3_e2 crossed_c2_d4_e2_c3 1
 arc_c3_e2 second_of_c2_d4_e2_c3 1
 arc_c3_e2 crossed_d2_f3_e2_c3 1
 arc_c3_e2 second_of_d2_f3_e2_c3 1
 arc_c3_e2 crossed_d2_c4_e2_c3 1
 arc_c3_e2 second_of_d2_c4_e2_c3 1
 arc_c3_e2 crossed_d2_e4_e2_c3 1
 arc_c3_e2 second_of_d2_e4_e2_c3 1
 arc_c3_d1 in_d1 1
 arc_c3_d1 out_c3 1
 arc_c3_d1 carry_arc_c3_d1 -29
 arc_c3_d1 crossed_b1_d2_d1_c3 1
 arc_c3_d1 second_of_b1_d2_d1_c3 1
 arc_c3_d1 crossed_c1_e2_d1_c3 1
 arc_c3_d1 second_of_c1_e2_d1_c3 1
 arc_c3_d1 crossed_c1_d3_d1_c3 1
 arc_c3_d1 second_of_c1_d3_d1_c3 1
 arc_c3_d1 crossed_d1_c3_e1_c2 1
 arc_c3_d1 first_of_d1_c3_e1_c2 1
 arc_c3_d1 crossed_d1_c3_b2_d3 1
 arc_c3_d1 first_of_d1_c3_b2_d3 1
 arc_c3_d1 crossed_d1_c3_c2_e3 1
 arc_c3_d1 first_of_d1_c3_c2_e3 1
 arc_c3_d1 crossed_d1_c3_c2_d4 1
 arc_c3_d1 first_of_d1_c3_c2_d4 1
 arc_c3_d1 crossed_d1_c3_d2_b3 1
 arc_c3_d1 first_of_d1_c3_d2_b3 1
 arc_c3_b1 in_b1 1
 arc_c3_b1 out_c3 1
 arc_c3_b1 carry_arc_c3_b1 -29
 arc_c3_b1 crossed_a1_c2_b1_c3 1
 arc_c3_b1 second_of_a1_c2_b1_c3 1
 arc_c3_b1 crossed_b1_c3_c1_a2 1
 arc_c3_b1 first_of_b1_c3_c1_a2 1
 arc_c3_b1 crossed_b1_c3_c1_b3 1
 arc_c3_b1 first_of_b1_c3_c1_b3 1
 arc_c3_b1 crossed_b1_c3_d1_b2 1
 arc_c3_b1 first_of_b1_c3_d1_b2 1
 arc_c3_b1 crossed_b1_c3_b2_d3 1
 arc_c3_b1 first_of_b1_c3_b2_d3 1
 arc_c3_b1 crossed_b1_c3_c2_a3 1
 arc_c3_b1 first_of_b1_c3_c2_a3 1
 arc_c3_b1 crossed_b1_c3_c2_b4 1
 arc_c3_b1 first_of_b1_c3_c2_b4 1
 arc_c3_b1 crossed_b1_c3_d2_b3 1
 arc_c3_b1 first_of_b1_c3_d2_b3 1
 arc_c3_a2 in_a2 1
 arc_c3_a2 out_c3 1
 arc_c3_a2 carry_arc_c3_a2 -29
 arc_c3_a2 crossed_a1_b3_a2_c3 1
 arc_c3_a2 second_of_a1_b3_a2_c3 1
 arc_c3_a2 crossed_b1_a3_a2_c3 1
 arc_c3_a2 second_of_b1_a3_a2_c3 1
 arc_c3_a2 crossed_c1_b3_a2_c3 1
 arc_c3_a2 second_of_c1_b3_a2_c3 1
 arc_c3_a2 crossed_a2_c3_b2_a4 1
 arc_c3_a2 first_of_a2_c3_b2_a4 1
 arc_c3_a2 crossed_a2_c3_b2_c4 1
 arc_c3_a2 first_of_a2_c3_b2_c4 1
 arc_c3_a2 crossed_a2_c3_c2_a3 1
 arc_c3_a2 first_of_a2_c3_c2_a3 1
 arc_c3_a2 crossed_a2_c3_c2_b4 1
 arc_c3_a2 first_of_a2_c3_c2_b4 1
 arc_c3_a2 crossed_a2_c3_d2_b3 1
 arc_c3_a2 first_of_a2_c3_d2_b3 1
 arc_c3_a4 out_c3 1
 arc_c3_a4 in_a4 1
 arc_c3_a4 carry_arc_c3_a4 -29
 arc_c3_a4 crossed_a2_b4_c3_a4 1
 arc_c3_a4 second_of_a2_b4_c3_a4 1
 arc_c3_a4 crossed_b2_c4_c3_a4 1
 arc_c3_a4 second_of_b2_c4_c3_a4 1
 arc_c3_a4 crossed_c2_b4_c3_a4 1
 arc_c3_a4 second_of_c2_b4_c3_a4 1
 arc_c3_a4 crossed_a3_c4_c3_a4 1
 arc_c3_a4 second_of_a3_c4_c3_a4 1
 arc_c3_a4 crossed_a3_b5_c3_a4 1
 arc_c3_a4 second_of_a3_b5_c3_a4 1
 arc_c3_a4 crossed_b3_d4_c3_a4 1
 arc_c3_a4 second_of_b3_d4_c3_a4 1
 arc_c3_a4 crossed_b3_a5_c3_a4 1
 arc_c3_a4 second_of_b3_a5_c3_a4 1
 arc_c3_a4 crossed_b3_c5_c3_a4 1
 arc_c3_a4 second_of_b3_c5_c3_a4 1
 arc_c3_b5 out_c3 1
 arc_c3_b5 in_b5 1
 arc_c3_b5 carry_arc_c3_b5 -29
 arc_c3_b5 crossed_b2_c4_c3_b5 1
 arc_c3_b5 second_of_b2_c4_c3_b5 1
 arc_c3_b5 crossed_a3_c4_c3_b5 1
 arc_c3_b5 second_of_a3_c4_c3_b5 1
 arc_c3_b5 crossed_b3_d4_c3_b5 1
 arc_c3_b5 second_of_b3_d4_c3_b5 1
 arc_c3_b5 crossed_b3_c5_c3_b5 1
 arc_c3_b5 second_of_b3_c5_c3_b5 1
 arc_c3_b5 crossed_c3_b5_d3_b4 1
 arc_c3_b5 first_of_c3_b5_d3_b4 1
 arc_c3_b5 crossed_c3_b5_a4_c5 1
 arc_c3_b5 first_of_c3_b5_a4_c5 1
 arc_c3_b5 crossed_c3_b5_b4_d5 1
 arc_c3_b5 first_of_c3_b5_b4_d5 1
 arc_c3_b5 crossed_c3_b5_c4_a5 1
 arc_c3_b5 first_of_c3_b5_c4_a5 1
 arc_d3_e5 out_d3 1
 arc_d3_e5 in_e5 1
 arc_d3_e5 carry_arc_d3_e5 -29
 arc_d3_e5 crossed_e2_d4_d3_e5 1
 arc_d3_e5 second_of_e2_d4_d3_e5 1
 arc_d3_e5 crossed_c3_e4_d3_e5 1
 arc_d3_e5 second_of_c3_e4_d3_e5 1
 arc_d3_e5 crossed_d3_e5_e3_c4 1
 arc_d3_e5 first_of_d3_e5_e3_c4 1
 arc_d3_e5 crossed_d3_e5_e3_d5 1
 arc_d3_e5 first_of_d3_e5_e3_d5 1
 arc_d3_e5 crossed_d3_e5_f3_d4 1
 arc_d3_e5 first_of_d3_e5_f3_d4 1
 arc_d3_e5 crossed_d3_e5_d4_f5 1
 arc_d3_e5 first_of_d3_e5_d4_f5 1
 arc_d3_e5 crossed_d3_e5_e4_c5 1
 arc_d3_e5 first_of_d3_e5_e4_c5 1
 arc_d3_e5 crossed_d3_e5_f4_d5 1
 arc_d3_e5 first_of_d3_e5_f4_d5 1
 arc_d3_f4 out_d3 1
 arc_d3_f4 in_f4 1
 arc_d3_f4 carry_arc_d3_f4 -29
 arc_d3_f4 crossed_d2_e4_d3_f4 1
 arc_d3_f4 second_of_d2_e4_d3_f4 1
 arc_d3_f4 crossed_e2_d4_d3_f4 1
 arc_d3_f4 second_of_e2_d4_d3_f4 1
 arc_d3_f4 crossed_f2_e4_d3_f4 1
 arc_d3_f4 second_of_f2_e4_d3_f4 1
 arc_d3_f4 crossed_d3_f4_e3_c4 1
 arc_d3_f4 first_of_d3_f4_e3_c4 1
 arc_d3_f4 crossed_d3_f4_e3_d5 1
 arc_d3_f4 first_of_d3_f4_e3_d5 1
 arc_d3_f4 crossed_d3_f4_e3_f5 1
 arc_d3_f4 first_of_d3_f4_e3_f5 1
 arc_d3_f4 crossed_d3_f4_f3_d4 1
 arc_d3_f4 first_of_d3_f4_f3_d4 1
 arc_d3_f4 crossed_d3_f4_f3_e5 1
 arc_d3_f4 first_of_d3_f4_f3_e5 1
 arc_d3_f2 in_f2 1
 arc_d3_f2 out_d3 1
 arc_d3_f2 carry_arc_d3_f2 -29
 arc_d3_f2 crossed_d1_e3_f2_d3 1
 arc_d3_f2 second_of_d1_e3_f2_d3 1
 arc_d3_f2 crossed_e1_f3_f2_d3 1
 arc_d3_f2 second_of_e1_f3_f2_d3 1
 arc_d3_f2 crossed_f1_e3_f2_d3 1
 arc_d3_f2 second_of_f1_e3_f2_d3 1
 arc_d3_f2 crossed_c2_e3_f2_d3 1
 arc_d3_f2 second_of_c2_e3_f2_d3 1
 arc_d3_f2 crossed_d2_f3_f2_d3 1
 arc_d3_f2 second_of_d2_f3_f2_d3 1
 arc_d3_f2 crossed_d2_e4_f2_d3 1
 arc_d3_f2 second_of_d2_e4_f2_d3 1
 arc_d3_f2 crossed_e2_d4_f2_d3 1
 arc_d3_f2 second_of_e2_d4_f2_d3 1
 arc_d3_f2 crossed_e2_f4_f2_d3 1
 arc_d3_f2 second_of_e2_f4_f2_d3 1
 arc_d3_e1 in_e1 1
 arc_d3_e1 out_d3 1
 arc_d3_e1 carry_arc_d3_e1 -29
 arc_d3_e1 crossed_c1_e2_e1_d3 1
 arc_d3_e1 second_of_c1_e2_e1_d3 1
 arc_d3_e1 crossed_d1_f2_e1_d3 1
 arc_d3_e1 second_of_d1_f2_e1_d3 1
 arc_d3_e1 crossed_d1_e3_e1_d3 1
 arc_d3_e1 second_of_d1_e3_e1_d3 1
 arc_d3_e1 crossed_e1_d3_f1_d2 1
 arc_d3_e1 first_of_e1_d3_f1_d2 1
 arc_d3_e1 crossed_e1_d3_c2_e3 1
 arc_d3_e1 first_of_e1_d3_c2_e3 1
 arc_d3_e1 crossed_e1_d3_d2_f3 1
 arc_d3_e1 first_of_e1_d3_d2_f3 1
 arc_d3_e1 crossed_e1_d3_d2_e4 1
 arc_d3_e1 first_of_e1_d3_d2_e4 1
 arc_d3_e1 crossed_e1_d3_e2_c3 1
 arc_d3_e1 first_of_e1_d3_e2_c3 1
 arc_d3_c1 in_c1 1
 arc_d3_c1 out_d3 1
 arc_d3_c1 carry_arc_d3_c1 -29
 arc_d3_c1 crossed_b1_d2_c1_d3 1
 arc_d3_c1 second_of_b1_d2_c1_d3 1
 arc_d3_c1 crossed_c1_d3_d1_b2 1
 arc_d3_c1 first_of_c1_d3_d1_b2 1
 arc_d3_c1 crossed_c1_d3_d1_c3 1
 arc_d3_c1 first_of_c1_d3_d1_c3 1
 arc_d3_c1 crossed_c1_d3_e1_c2 1
 arc_d3_c1 first_of_c1_d3_e1_c2 1
 arc_d3_c1 crossed_c1_d3_c2_e3 1
 arc_d3_c1 first_of_c1_d3_c2_e3 1
 arc_d3_c1 crossed_c1_d3_d2_b3 1
 arc_d3_c1 first_of_c1_d3_d2_b3 1
 arc_d3_c1 crossed_c1_d3_d2_c4 1
 arc_d3_c1 first_of_c1_d3_d2_c4 1
 arc_d3_c1 crossed_c1_d3_e2_c3 1
 arc_d3_c1 first_of_c1_d3_e2_c3 1
 arc_d3_b2 in_b2 1
 arc_d3_b2 out_d3 1
 arc_d3_b2 carry_arc_d3_b2 -29
 arc_d3_b2 crossed_b1_c3_b2_d3 1
 arc_d3_b2 second_of_b1_c3_b2_d3 1
 arc_d3_b2 crossed_c1_b3_b2_d3 1
 arc_d3_b2 second_of_c1_b3_b2_d3 1
 arc_d3_b2 crossed_d1_c3_b2_d3 1
 arc_d3_b2 second_of_d1_c3_b2_d3 1
 arc_d3_b2 crossed_b2_d3_c2_a3 1
 arc_d3_b2 first_of_b2_d3_c2_a3 1
 arc_d3_b2 crossed_b2_d3_c2_b4 1
 arc_d3_b2 first_of_b2_d3_c2_b4 1
 arc_d3_b2 crossed_b2_d3_c2_d4 1
 arc_d3_b2 first_of_b2_d3_c2_d4 1
 arc_d3_b2 crossed_b2_d3_d2_b3 1
 arc_d3_b2 first_of_b2_d3_d2_b3 1
 arc_d3_b2 crossed_b2_d3_d2_c4 1
 arc_d3_b2 first_of_b2_d3_d2_c4 1
 arc_d3_b2 crossed_b2_d3_e2_c3 1
 arc_d3_b2 first_of_b2_d3_e2_c3 1
 arc_d3_b4 out_d3 1
 arc_d3_b4 in_b4 1
 arc_d3_b4 carry_arc_d3_b4 -29
 arc_d3_b4 crossed_b2_c4_d3_b4 1
 arc_d3_b4 second_of_b2_c4_d3_b4 1
 arc_d3_b4 crossed_c2_d4_d3_b4 1
 arc_d3_b4 second_of_c2_d4_d3_b4 1
 arc_d3_b4 crossed_d2_c4_d3_b4 1
 arc_d3_b4 second_of_d2_c4_d3_b4 1
 arc_d3_b4 crossed_a3_c4_d3_b4 1
 arc_d3_b4 second_of_a3_c4_d3_b4 1
 arc_d3_b4 crossed_b3_d4_d3_b4 1
 arc_d3_b4 second_of_b3_d4_d3_b4 1
 arc_d3_b4 crossed_b3_c5_d3_b4 1
 arc_d3_b4 second_of_b3_c5_d3_b4 1
 arc_d3_b4 crossed_c3_e4_d3_b4 1
 arc_d3_b4 second_of_c3_e4_d3_b4 1
 arc_d3_b4 crossed_c3_b5_d3_b4 1
 arc_d3_b4 second_of_c3_b5_d3_b4 1
 arc_d3_b4 crossed_c3_d5_d3_b4 1
 arc_d3_b4 second_of_c3_d5_d3_b4 1
 arc_d3_c5 out_d3 1
 arc_d3_c5 in_c5 1
 arc_d3_c5 carry_arc_d3_c5 -29
 arc_d3_c5 crossed_c2_d4_d3_c5 1
 arc_d3_c5 second_of_c2_d4_d3_c5 1
 arc_d3_c5 crossed_b3_d4_d3_c5 1
 arc_d3_c5 second_of_b3_d4_d3_c5 1
 arc_d3_c5 crossed_c3_e4_d3_c5 1
 arc_d3_c5 second_of_c3_e4_d3_c5 1
 arc_d3_c5 crossed_c3_d5_d3_c5 1
 arc_d3_c5 second_of_c3_d5_d3_c5 1
 arc_d3_c5 crossed_d3_c5_e3_c4 1
 arc_d3_c5 first_of_d3_c5_e3_c4 1
 arc_d3_c5 crossed_d3_c5_b4_d5 1
 arc_d3_c5 first_of_d3_c5_b4_d5 1
 arc_d3_c5 crossed_d3_c5_c4_e5 1
 arc_d3_c5 first_of_d3_c5_c4_e5 1
 arc_d3_c5 crossed_d3_c5_d4_b5 1
 arc_d3_c5 first_of_d3_c5_d4_b5 1
 arc_e3_f5 out_e3 1
 arc_e3_f5 in_f5 1
 arc_e3_f5 carry_arc_e3_f5 -29
 arc_e3_f5 crossed_f2_e4_e3_f5 1
 arc_e3_f5 second_of_f2_e4_e3_f5 1
 arc_e3_f5 crossed_d3_f4_e3_f5 1
 arc_e3_f5 second_of_d3_f4_e3_f5 1
 arc_e3_f5 crossed_e3_f5_f3_d4 1
 arc_e3_f5 first_of_e3_f5_f3_d4 1
 arc_e3_f5 crossed_e3_f5_f3_e5 1
 arc_e3_f5 first_of_e3_f5_f3_e5 1
 arc_e3_f5 crossed_e3_f5_f4_d5 1
 arc_e3_f5 first_of_e3_f5_f4_d5 1
 arc_e3_f1 in_f1 1
 arc_e3_f1 out_e3 1
 arc_e3_f1 carry_arc_e3_f1 -29
 arc_e3_f1 crossed_d1_f2_f1_e3 1
 arc_e3_f1 second_of_d1_f2_f1_e3 1
 arc_e3_f1 crossed_e1_f3_f1_e3 1
 arc_e3_f1 second_of_e1_f3_f1_e3 1
 arc_e3_f1 crossed_f1_e3_d2_f3 1
 arc_e3_f1 first_of_f1_e3_d2_f3 1
 arc_e3_f1 crossed_f1_e3_e2_f4 1
 arc_e3_f1 first_of_f1_e3_e2_f4 1
 arc_e3_f1 crossed_f1_e3_f2_d3 1
 arc_e3_f1 first_of_f1_e3_f2_d3 1
 arc_e3_d1 in_d1 1
 arc_e3_d1 out_e3 1
 arc_e3_d1 carry_arc_e3_d1 -29
 arc_e3_d1 crossed_c1_e2_d1_e3 1
 arc_e3_d1 second_of_c1_e2_d1_e3 1
 arc_e3_d1 crossed_d1_e3_e1_c2 1
 arc_e3_d1 first_of_d1_e3_e1_c2 1
 arc_e3_d1 crossed_d1_e3_e1_d3 1
 arc_e3_d1 first_of_d1_e3_e1_d3 1
 arc_e3_d1 crossed_d1_e3_f1_d2 1
 arc_e3_d1 first_of_d1_e3_f1_d2 1
 arc_e3_d1 crossed_d1_e3_d2_f3 1
 arc_e3_d1 first_of_d1_e3_d2_f3 1
 arc_e3_d1 crossed_d1_e3_e2_c3 1
 arc_e3_d1 first_of_d1_e3_e2_c3 1
 arc_e3_d1 crossed_d1_e3_e2_d4 1
 arc_e3_d1 first_of_d1_e3_e2_d4 1
 arc_e3_d1 crossed_d1_e3_f2_d3 1
 arc_e3_d1 first_of_d1_e3_f2_d3 1
 arc_e3_c2 in_c2 1
 arc_e3_c2 out_e3 1
 arc_e3_c2 carry_arc_e3_c2 -29
 arc_e3_c2 crossed_c1_d3_c2_e3 1
 arc_e3_c2 second_of_c1_d3_c2_e3 1
 arc_e3_c2 crossed_d1_c3_c2_e3 1
 arc_e3_c2 second_of_d1_c3_c2_e3 1
 arc_e3_c2 crossed_e1_d3_c2_e3 1
 arc_e3_c2 second_of_e1_d3_c2_e3 1
 arc_e3_c2 crossed_c2_e3_d2_b3 1
 arc_e3_c2 first_of_c2_e3_d2_b3 1
 arc_e3_c2 crossed_c2_e3_d2_c4 1
 arc_e3_c2 first_of_c2_e3_d2_c4 1
 arc_e3_c2 crossed_c2_e3_d2_e4 1
 arc_e3_c2 first_of_c2_e3_d2_e4 1
 arc_e3_c2 crossed_c2_e3_e2_c3 1
 arc_e3_c2 first_of_c2_e3_e2_c3 1
 arc_e3_c2 crossed_c2_e3_e2_d4 1
 arc_e3_c2 first_of_c2_e3_e2_d4 1
 arc_e3_c2 crossed_c2_e3_f2_d3 1
 arc_e3_c2 first_of_c2_e3_f2_d3 1
 arc_e3_c4 out_e3 1
 arc_e3_c4 in_c4 1
 arc_e3_c4 carry_arc_e3_c4 -29
 arc_e3_c4 crossed_c2_d4_e3_c4 1
 arc_e3_c4 second_of_c2_d4_e3_c4 1
 arc_e3_c4 crossed_d2_e4_e3_c4 1
 arc_e3_c4 second_of_d2_e4_e3_c4 1
 arc_e3_c4 crossed_e2_d4_e3_c4 1
 arc_e3_c4 second_of_e2_d4_e3_c4 1
 arc_e3_c4 crossed_b3_d4_e3_c4 1
 arc_e3_c4 second_of_b3_d4_e3_c4 1
 arc_e3_c4 crossed_c3_e4_e3_c4 1
 arc_e3_c4 second_of_c3_e4_e3_c4 1
 arc_e3_c4 crossed_c3_d5_e3_c4 1
 arc_e3_c4 second_of_c3_d5_e3_c4 1
 arc_e3_c4 crossed_d3_f4_e3_c4 1
 arc_e3_c4 second_of_d3_f4_e3_c4 1
 arc_e3_c4 crossed_d3_c5_e3_c4 1
 arc_e3_c4 second_of_d3_c5_e3_c4 1
 arc_e3_c4 crossed_d3_e5_e3_c4 1
 arc_e3_c4 second_of_d3_e5_e3_c4 1
 arc_e3_d5 out_e3 1
 arc_e3_d5 in_d5 1
 arc_e3_d5 carry_arc_e3_d5 -29
 arc_e3_d5 crossed_d2_e4_e3_d5 1
 arc_e3_d5 second_of_d2_e4_e3_d5 1
 arc_e3_d5 crossed_c3_e4_e3_d5 1
 arc_e3_d5 second_of_c3_e4_e3_d5 1
 arc_e3_d5 crossed_d3_f4_e3_d5 1
 arc_e3_d5 second_of_d3_f4_e3_d5 1
 arc_e3_d5 crossed_d3_e5_e3_d5 1
 arc_e3_d5 second_of_d3_e5_e3_d5 1
 arc_e3_d5 crossed_e3_d5_f3_d4 1
 arc_e3_d5 first_of_e3_d5_f3_d4 1
 arc_e3_d5 crossed_e3_d5_c4_e5 1
 arc_e3_d5 first_of_e3_d5_c4_e5 1
 arc_e3_d5 crossed_e3_d5_d4_f5 1
 arc_e3_d5 first_of_e3_d5_d4_f5 1
 arc_e3_d5 crossed_e3_d5_e4_c5 1
 arc_e3_d5 first_of_e3_d5_e4_c5 1
 arc_f3_e1 in_e1 1
 arc_f3_e1 out_f3 1
 arc_f3_e1 carry_arc_f3_e1 -29
 arc_f3_e1 crossed_d1_f2_e1_f3 1
 arc_f3_e1 second_of_d1_f2_e1_f3 1
 arc_f3_e1 crossed_e1_f3_f1_d2 1
 arc_f3_e1 first_of_e1_f3_f1_d2 1
 arc_f3_e1 crossed_e1_f3_f1_e3 1
 arc_f3_e1 first_of_e1_f3_f1_e3 1
 arc_f3_e1 crossed_e1_f3_f2_d3 1
 arc_f3_e1 first_of_e1_f3_f2_d3 1
 arc_f3_e1 crossed_e1_f3_f2_e4 1
 arc_f3_e1 first_of_e1_f3_f2_e4 1
 arc_f3_d2 in_d2 1
 arc_f3_d2 out_f3 1
 arc_f3_d2 carry_arc_f3_d2 -29
 arc_f3_d2 crossed_d1_e3_d2_f3 1
 arc_f3_d2 second_of_d1_e3_d2_f3 1
 arc_f3_d2 crossed_e1_d3_d2_f3 1
 arc_f3_d2 second_of_e1_d3_d2_f3 1
 arc_f3_d2 crossed_f1_e3_d2_f3 1
 arc_f3_d2 second_of_f1_e3_d2_f3 1
 arc_f3_d2 crossed_d2_f3_e2_c3 1
 arc_f3_d2 first_of_d2_f3_e2_c3 1
 arc_f3_d2 crossed_d2_f3_e2_d4 1
 arc_f3_d2 first_of_d2_f3_e2_d4 1
 arc_f3_d2 crossed_d2_f3_e2_f4 1
 arc_f3_d2 first_of_d2_f3_e2_f4 1
 arc_f3_d2 crossed_d2_f3_f2_d3 1
 arc_f3_d2 first_of_d2_f3_f2_d3 1
 arc_f3_d2 crossed_d2_f3_f2_e4 1
 arc_f3_d2 first_of_d2_f3_f2_e4 1
 arc_f3_d4 out_f3 1
 arc_f3_d4 in_d4 1
 arc_f3_d4 carry_arc_f3_d4 -29
 arc_f3_d4 crossed_d2_e4_f3_d4 1
 arc_f3_d4 second_of_d2_e4_f3_d4 1
 arc_f3_d4 crossed_e2_f4_f3_d4 1
 arc_f3_d4 second_of_e2_f4_f3_d4 1
 arc_f3_d4 crossed_f2_e4_f3_d4 1
 arc_f3_d4 second_of_f2_e4_f3_d4 1
 arc_f3_d4 crossed_c3_e4_f3_d4 1
 arc_f3_d4 second_of_c3_e4_f3_d4 1
 arc_f3_d4 crossed_d3_f4_f3_d4 1
 arc_f3_d4 second_of_d3_f4_f3_d4 1
 arc_f3_d4 crossed_d3_e5_f3_d4 1
 arc_f3_d4 second_of_d3_e5_f3_d4 1
 arc_f3_d4 crossed_e3_d5_f3_d4 1
 arc_f3_d4 second_of_e3_d5_f3_d4 1
 arc_f3_d4 crossed_e3_f5_f3_d4 1
 arc_f3_d4 second_of_e3_f5_f3_d4 1
 arc_f3_e5 out_f3 1
 arc_f3_e5 in_e5 1
 arc_f3_e5 carry_arc_f3_e5 -29
 arc_f3_e5 crossed_e2_f4_f3_e5 1
 arc_f3_e5 second_of_e2_f4_f3_e5 1
 arc_f3_e5 crossed_d3_f4_f3_e5 1
 arc_f3_e5 second_of_d3_f4_f3_e5 1
 arc_f3_e5 crossed_e3_f5_f3_e5 1
 arc_f3_e5 second_of_e3_f5_f3_e5 1
 arc_f3_e5 crossed_f3_e5_d4_f5 1
 arc_f3_e5 first_of_f3_e5_d4_f5 1
 arc_f3_e5 crossed_f3_e5_f4_d5 1
 arc_f3_e5 first_of_f3_e5_f4_d5 1
 arc_a4_c5 out_a4 1
 arc_a4_c5 in_c5 1
 arc_a4_c5 carry_arc_a4_c5 -29
 arc_a4_c5 crossed_a3_b5_a4_c5 1
 arc_a4_c5 second_of_a3_b5_a4_c5 1
 arc_a4_c5 crossed_b3_a5_a4_c5 1
 arc_a4_c5 second_of_b3_a5_a4_c5 1
 arc_a4_c5 crossed_c3_b5_a4_c5 1
 arc_a4_c5 second_of_c3_b5_a4_c5 1
 arc_a4_c5 crossed_a4_c5_c4_a5 1
 arc_a4_c5 first_of_a4_c5_c4_a5 1
 arc_a4_c5 crossed_a4_c5_d4_b5 1
 arc_a4_c5 first_of_a4_c5_d4_b5 1
 arc_a4_c3 in_c3 1
 arc_a4_c3 out_a4 1
 arc_a4_c3 carry_arc_a4_c3 -29
 arc_a4_c3 crossed_a2_b4_c3_a4 1
 arc_a4_c3 second_of_a2_b4_c3_a4 1
 arc_a4_c3 crossed_b2_c4_c3_a4 1
 arc_a4_c3 second_of_b2_c4_c3_a4 1
 arc_a4_c3 crossed_c2_b4_c3_a4 1
 arc_a4_c3 second_of_c2_b4_c3_a4 1
 arc_a4_c3 crossed_a3_c4_c3_a4 1
 arc_a4_c3 second_of_a3_c4_c3_a4 1
 arc_a4_c3 crossed_a3_b5_c3_a4 1
 arc_a4_c3 second_of_a3_b5_c3_a4 1
 arc_a4_c3 crossed_b3_d4_c3_a4 1
 arc_a4_c3 second_of_b3_d4_c3_a4 1
 arc_a4_c3 crossed_b3_a5_c3_a4 1
 arc_a4_c3 second_of_b3_a5_c3_a4 1
 arc_a4_c3 crossed_b3_c5_c3_a4 1
 arc_a4_c3 second_of_b3_c5_c3_a4 1
 arc_a4_b2 in_b2 1
 arc_a4_b2 out_a4 1
 arc_a4_b2 carry_arc_a4_b2 -29
 arc_a4_b2 crossed_a1_b3_b2_a4 1
 arc_a4_b2 second_of_a1_b3_b2_a4 1
 arc_a4_b2 crossed_a2_c3_b2_a4 1
 arc_a4_b2 second_of_a2_c3_b2_a4 1
 arc_a4_b2 crossed_a2_b4_b2_a4 1
 arc_a4_b2 second_of_a2_b4_b2_a4 1
 arc_a4_b2 crossed_b2_a4_c2_a3 1
 arc_a4_b2 first_of_b2_a4_c2_a3 1
 arc_a4_b2 crossed_b2_a4_a3_c4 1
 arc_a4_b2 first_of_b2_a4_a3_c4 1
 arc_a4_b2 crossed_b2_a4_a3_b5 1
 arc_a4_b2 first_of_b2_a4_a3_b5 1
 arc_b4_d5 out_b4 1
 arc_b4_d5 in_d5 1
 arc_b4_d5 carry_arc_b4_d5 -29
 arc_b4_d5 crossed_b3_c5_b4_d5 1
 arc_b4_d5 second_of_b3_c5_b4_d5 1
 arc_b4_d5 crossed_c3_b5_b4_d5 1
 arc_b4_d5 second_of_c3_b5_b4_d5 1
 arc_b4_d5 crossed_d3_c5_b4_d5 1
 arc_b4_d5 second_of_d3_c5_b4_d5 1
 arc_b4_d5 crossed_b4_d5_c4_a5 1
 arc_b4_d5 first_of_b4_d5_c4_a5 1
 arc_b4_d5 crossed_b4_d5_d4_b5 1
 arc_b4_d5 first_of_b4_d5_d4_b5 1
 arc_b4_d5 crossed_b4_d5_e4_c5 1
 arc_b4_d5 first_of_b4_d5_e4_c5 1
 arc_b4_d3 in_d3 1
 arc_b4_d3 out_b4 1
 arc_b4_d3 carry_arc_b4_d3 -29
 arc_b4_d3 crossed_b2_c4_d3_b4 1
 arc_b4_d3 second_of_b2_c4_d3_b4 1
 arc_b4_d3 crossed_c2_d4_d3_b4 1
 arc_b4_d3 second_of_c2_d4_d3_b4 1
 arc_b4_d3 crossed_d2_c4_d3_b4 1
 arc_b4_d3 second_of_d2_c4_d3_b4 1
 arc_b4_d3 crossed_a3_c4_d3_b4 1
 arc_b4_d3 second_of_a3_c4_d3_b4 1
 arc_b4_d3 crossed_b3_d4_d3_b4 1
 arc_b4_d3 second_of_b3_d4_d3_b4 1
 arc_b4_d3 crossed_b3_c5_d3_b4 1
 arc_b4_d3 second_of_b3_c5_d3_b4 1
 arc_b4_d3 crossed_c3_e4_d3_b4 1
 arc_b4_d3 second_of_c3_e4_d3_b4 1
 arc_b4_d3 crossed_c3_b5_d3_b4 1
 arc_b4_d3 second_of_c3_b5_d3_b4 1
 arc_b4_d3 crossed_c3_d5_d3_b4 1
 arc_b4_d3 second_of_c3_d5_d3_b4 1
 arc_b4_c2 in_c2 1
 arc_b4_c2 out_b4 1
 arc_b4_c2 carry_arc_b4_c2 -29
 arc_b4_c2 crossed_b1_c3_c2_b4 1
 arc_b4_c2 second_of_b1_c3_c2_b4 1
 arc_b4_c2 crossed_a2_c3_c2_b4 1
 arc_b4_c2 second_of_a2_c3_c2_b4 1
 arc_b4_c2 crossed_b2_d3_c2_b4 1
 arc_b4_c2 second_of_b2_d3_c2_b4 1
 arc_b4_c2 crossed_b2_c4_c2_b4 1
 arc_b4_c2 second_of_b2_c4_c2_b4 1
 arc_b4_c2 crossed_c2_b4_d2_b3 1
 arc_b4_c2 first_of_c2_b4_d2_b3 1
 arc_b4_c2 crossed_c2_b4_a3_c4 1
 arc_b4_c2 first_of_c2_b4_a3_c4 1
 arc_b4_c2 crossed_c2_b4_b3_d4 1
 arc_b4_c2 first_of_c2_b4_b3_d4 1
 arc_b4_c2 crossed_c2_b4_b3_c5 1
 arc_b4_c2 first_of_c2_b4_b3_c5 1
 arc_b4_c2 crossed_c2_b4_c3_a4 1
 arc_b4_c2 first_of_c2_b4_c3_a4 1
 arc_b4_a2 in_a2 1
 arc_b4_a2 out_b4 1
 arc_b4_a2 carry_arc_b4_a2 -29
 arc_b4_a2 crossed_b1_a3_a2_b4 1
 arc_b4_a2 second_of_b1_a3_a2_b4 1
 arc_b4_a2 crossed_a2_b4_b2_a4 1
 arc_b4_a2 first_of_a2_b4_b2_a4 1
 arc_b4_a2 crossed_a2_b4_c2_a3 1
 arc_b4_a2 first_of_a2_b4_c2_a3 1
 arc_b4_a2 crossed_a2_b4_a3_c4 1
 arc_b4_a2 first_of_a2_b4_a3_c4 1
 arc_b4_a2 crossed_a2_b4_b3_a5 1
 arc_b4_a2 first_of_a2_b4_b3_a5 1
 arc_b4_a2 crossed_a2_b4_c3_a4 1
 arc_b4_a2 first_of_a2_b4_c3_a4 1
 arc_c4_e5 out_c4 1
 arc_c4_e5 in_e5 1
 arc_c4_e5 carry_arc_c4_e5 -29
 arc_c4_e5 crossed_c3_d5_c4_e5 1
 arc_c4_e5 second_of_c3_d5_c4_e5 1
 arc_c4_e5 crossed_d3_c5_c4_e5 1
 arc_c4_e5 second_of_d3_c5_c4_e5 1
 arc_c4_e5 crossed_e3_d5_c4_e5 1
 arc_c4_e5 second_of_e3_d5_c4_e5 1
 arc_c4_e5 crossed_c4_e5_d4_b5 1
 arc_c4_e5 first_of_c4_e5_d4_b5 1
 arc_c4_e5 crossed_c4_e5_e4_c5 1
 arc_c4_e5 first_of_c4_e5_e4_c5 1
 arc_c4_e5 crossed_c4_e5_f4_d5 1
 arc_c4_e5 first_of_c4_e5_f4_d5 1
 arc_c4_e3 in_e3 1
 arc_c4_e3 out_c4 1
 arc_c4_e3 carry_arc_c4_e3 -29
 arc_c4_e3 crossed_c2_d4_e3_c4 1
 arc_c4_e3 second_of_c2_d4_e3_c4 1
 arc_c4_e3 crossed_d2_e4_e3_c4 1
 arc_c4_e3 second_of_d2_e4_e3_c4 1
 arc_c4_e3 crossed_e2_d4_e3_c4 1
 arc_c4_e3 second_of_e2_d4_e3_c4 1
 arc_c4_e3 crossed_b3_d4_e3_c4 1
 arc_c4_e3 second_of_b3_d4_e3_c4 1
 arc_c4_e3 crossed_c3_e4_e3_c4 1
 arc_c4_e3 second_of_c3_e4_e3_c4 1
 arc_c4_e3 crossed_c3_d5_e3_c4 1
 arc_c4_e3 second_of_c3_d5_e3_c4 1
 arc_c4_e3 crossed_d3_f4_e3_c4 1
 arc_c4_e3 second_of_d3_f4_e3_c4 1
 arc_c4_e3 crossed_d3_c5_e3_c4 1
 arc_c4_e3 second_of_d3_c5_e3_c4 1
 arc_c4_e3 crossed_d3_e5_e3_c4 1
 arc_c4_e3 second_of_d3_e5_e3_c4 1
 arc_c4_d2 in_d2 1
 arc_c4_d2 out_c4 1
 arc_c4_d2 carry_arc_c4_d2 -29
 arc_c4_d2 crossed_c1_d3_d2_c4 1
 arc_c4_d2 second_of_c1_d3_d2_c4 1
 arc_c4_d2 crossed_b2_d3_d2_c4 1
 arc_c4_d2 second_of_b2_d3_d2_c4 1
 arc_c4_d2 crossed_c2_e3_d2_c4 1
 arc_c4_d2 second_of_c2_e3_d2_c4 1
 arc_c4_d2 crossed_c2_d4_d2_c4 1
 arc_c4_d2 second_of_c2_d4_d2_c4 1
 arc_c4_d2 crossed_d2_c4_e2_c3 1
 arc_c4_d2 first_of_d2_c4_e2_c3 1
 arc_c4_d2 crossed_d2_c4_b3_d4 1
 arc_c4_d2 first_of_d2_c4_b3_d4 1
 arc_c4_d2 crossed_d2_c4_c3_e4 1
 arc_c4_d2 first_of_d2_c4_c3_e4 1
 arc_c4_d2 crossed_d2_c4_c3_d5 1
 arc_c4_d2 first_of_d2_c4_c3_d5 1
 arc_c4_d2 crossed_d2_c4_d3_b4 1
 arc_c4_d2 first_of_d2_c4_d3_b4 1
 arc_c4_b2 in_b2 1
 arc_c4_b2 out_c4 1
 arc_c4_b2 carry_arc_c4_b2 -29
 arc_c4_b2 crossed_c1_b3_b2_c4 1
 arc_c4_b2 second_of_c1_b3_b2_c4 1
 arc_c4_b2 crossed_a2_c3_b2_c4 1
 arc_c4_b2 second_of_a2_c3_b2_c4 1
 arc_c4_b2 crossed_b2_c4_c2_a3 1
 arc_c4_b2 first_of_b2_c4_c2_a3 1
 arc_c4_b2 crossed_b2_c4_c2_b4 1
 arc_c4_b2 first_of_b2_c4_c2_b4 1
 arc_c4_b2 crossed_b2_c4_d2_b3 1
 arc_c4_b2 first_of_b2_c4_d2_b3 1
 arc_c4_b2 crossed_b2_c4_b3_d4 1
 arc_c4_b2 first_of_b2_c4_b3_d4 1
 arc_c4_b2 crossed_b2_c4_c3_a4 1
 arc_c4_b2 first_of_b2_c4_c3_a4 1
 arc_c4_b2 crossed_b2_c4_c3_b5 1
 arc_c4_b2 first_of_b2_c4_c3_b5 1
 arc_c4_b2 crossed_b2_c4_d3_b4 1
 arc_c4_b2 first_of_b2_c4_d3_b4 1
 arc_c4_a3 in_a3 1
 arc_c4_a3 out_c4 1
 arc_c4_a3 carry_arc_c4_a3 -29
 arc_c4_a3 crossed_a2_b4_a3_c4 1
 arc_c4_a3 second_of_a2_b4_a3_c4 1
 arc_c4_a3 crossed_b2_a4_a3_c4 1
 arc_c4_a3 second_of_b2_a4_a3_c4 1
 arc_c4_a3 crossed_c2_b4_a3_c4 1
 arc_c4_a3 second_of_c2_b4_a3_c4 1
 arc_c4_a3 crossed_a3_c4_b3_a5 1
 arc_c4_a3 first_of_a3_c4_b3_a5 1
 arc_c4_a3 crossed_a3_c4_b3_c5 1
 arc_c4_a3 first_of_a3_c4_b3_c5 1
 arc_c4_a3 crossed_a3_c4_c3_a4 1
 arc_c4_a3 first_of_a3_c4_c3_a4 1
 arc_c4_a3 crossed_a3_c4_c3_b5 1
 arc_c4_a3 first_of_a3_c4_c3_b5 1
 arc_c4_a3 crossed_a3_c4_d3_b4 1
 arc_c4_a3 first_of_a3_c4_d3_b4 1
 arc_c4_a5 out_c4 1
 arc_c4_a5 in_a5 1
 arc_c4_a5 carry_arc_c4_a5 -29
 arc_c4_a5 crossed_a3_b5_c4_a5 1
 arc_c4_a5 second_of_a3_b5_c4_a5 1
 arc_c4_a5 crossed_b3_c5_c4_a5 1
 arc_c4_a5 second_of_b3_c5_c4_a5 1
 arc_c4_a5 crossed_c3_b5_c4_a5 1
 arc_c4_a5 second_of_c3_b5_c4_a5 1
 arc_c4_a5 crossed_a4_c5_c4_a5 1
 arc_c4_a5 second_of_a4_c5_c4_a5 1
 arc_c4_a5 crossed_b4_d5_c4_a5 1
 arc_c4_a5 second_of_b4_d5_c4_a5 1
 arc_d4_f5 out_d4 1
 arc_d4_f5 in_f5 1
 arc_d4_f5 carry_arc_d4_f5 -29
 arc_d4_f5 crossed_d3_e5_d4_f5 1
 arc_d4_f5 second_of_d3_e5_d4_f5 1
 arc_d4_f5 crossed_e3_d5_d4_f5 1
 arc_d4_f5 second_of_e3_d5_d4_f5 1
 arc_d4_f5 crossed_f3_e5_d4_f5 1
 arc_d4_f5 second_of_f3_e5_d4_f5 1
 arc_d4_f5 crossed_d4_f5_e4_c5 1
 arc_d4_f5 first_of_d4_f5_e4_c5 1
 arc_d4_f5 crossed_d4_f5_f4_d5 1
 arc_d4_f5 first_of_d4_f5_f4_d5 1
 arc_d4_f3 in_f3 1
 arc_d4_f3 out_d4 1
 arc_d4_f3 carry_arc_d4_f3 -29
 arc_d4_f3 crossed_d2_e4_f3_d4 1
 arc_d4_f3 second_of_d2_e4_f3_d4 1
 arc_d4_f3 crossed_e2_f4_f3_d4 1
 arc_d4_f3 second_of_e2_f4_f3_d4 1
 arc_d4_f3 crossed_f2_e4_f3_d4 1
 arc_d4_f3 second_of_f2_e4_f3_d4 1
 arc_d4_f3 crossed_c3_e4_f3_d4 1
 arc_d4_f3 second_of_c3_e4_f3_d4 1
 arc_d4_f3 crossed_d3_f4_f3_d4 1
 arc_d4_f3 second_of_d3_f4_f3_d4 1
 arc_d4_f3 crossed_d3_e5_f3_d4 1
 arc_d4_f3 second_of_d3_e5_f3_d4 1
 arc_d4_f3 crossed_e3_d5_f3_d4 1
 arc_d4_f3 second_of_e3_d5_f3_d4 1
 arc_d4_f3 crossed_e3_f5_f3_d4 1
 arc_d4_f3 second_of_e3_f5_f3_d4 1
 arc_d4_e2 in_e2 1
 arc_d4_e2 out_d4 1
 arc_d4_e2 carry_arc_d4_e2 -29
 arc_d4_e2 crossed_d1_e3_e2_d4 1
 arc_d4_e2 second_of_d1_e3_e2_d4 1
 arc_d4_e2 crossed_c2_e3_e2_d4 1
 arc_d4_e2 second_of_c2_e3_e2_d4 1
 arc_d4_e2 crossed_d2_f3_e2_d4 1
 arc_d4_e2 second_of_d2_f3_e2_d4 1
 arc_d4_e2 crossed_d2_e4_e2_d4 1
 arc_d4_e2 second_of_d2_e4_e2_d4 1
 arc_d4_e2 crossed_e2_d4_f2_d3 1
 arc_d4_e2 first_of_e2_d4_f2_d3 1
 arc_d4_e2 crossed_e2_d4_c3_e4 1
 arc_d4_e2 first_of_e2_d4_c3_e4 1
 arc_d4_e2 crossed_e2_d4_d3_f4 1
 arc_d4_e2 first_of_e2_d4_d3_f4 1
 arc_d4_e2 crossed_e2_d4_d3_e5 1
 arc_d4_e2 first_of_e2_d4_d3_e5 1
 arc_d4_e2 crossed_e2_d4_e3_c4 1
 arc_d4_e2 first_of_e2_d4_e3_c4 1
 arc_d4_c2 in_c2 1
 arc_d4_c2 out_d4 1
 arc_d4_c2 carry_arc_d4_c2 -29
 arc_d4_c2 crossed_d1_c3_c2_d4 1
 arc_d4_c2 second_of_d1_c3_c2_d4 1
 arc_d4_c2 crossed_b2_d3_c2_d4 1
 arc_d4_c2 second_of_b2_d3_c2_d4 1
 arc_d4_c2 crossed_c2_d4_d2_b3 1
 arc_d4_c2 first_of_c2_d4_d2_b3 1
 arc_d4_c2 crossed_c2_d4_d2_c4 1
 arc_d4_c2 first_of_c2_d4_d2_c4 1
 arc_d4_c2 crossed_c2_d4_e2_c3 1
 arc_d4_c2 first_of_c2_d4_e2_c3 1
 arc_d4_c2 crossed_c2_d4_c3_e4 1
 arc_d4_c2 first_of_c2_d4_c3_e4 1
 arc_d4_c2 crossed_c2_d4_d3_b4 1
 arc_d4_c2 first_of_c2_d4_d3_b4 1
 arc_d4_c2 crossed_c2_d4_d3_c5 1
 arc_d4_c2 first_of_c2_d4_d3_c5 1
 arc_d4_c2 crossed_c2_d4_e3_c4 1
 arc_d4_c2 first_of_c2_d4_e3_c4 1
 arc_d4_b3 in_b3 1
 arc_d4_b3 out_d4 1
 arc_d4_b3 carry_arc_d4_b3 -29
 arc_d4_b3 crossed_b2_c4_b3_d4 1
 arc_d4_b3 second_of_b2_c4_b3_d4 1
 arc_d4_b3 crossed_c2_b4_b3_d4 1
 arc_d4_b3 second_of_c2_b4_b3_d4 1
 arc_d4_b3 crossed_d2_c4_b3_d4 1
 arc_d4_b3 second_of_d2_c4_b3_d4 1
 arc_d4_b3 crossed_b3_d4_c3_a4 1
 arc_d4_b3 first_of_b3_d4_c3_a4 1
 arc_d4_b3 crossed_b3_d4_c3_b5 1
 arc_d4_b3 first_of_b3_d4_c3_b5 1
 arc_d4_b3 crossed_b3_d4_c3_d5 1
 arc_d4_b3 first_of_b3_d4_c3_d5 1
 arc_d4_b3 crossed_b3_d4_d3_b4 1
 arc_d4_b3 first_of_b3_d4_d3_b4 1
 arc_d4_b3 crossed_b3_d4_d3_c5 1
 arc_d4_b3 first_of_b3_d4_d3_c5 1
 arc_d4_b3 crossed_b3_d4_e3_c4 1
 arc_d4_b3 first_of_b3_d4_e3_c4 1
 arc_d4_b5 out_d4 1
 arc_d4_b5 in_b5 1
 arc_d4_b5 carry_arc_d4_b5 -29
 arc_d4_b5 crossed_b3_c5_d4_b5 1
 arc_d4_b5 second_of_b3_c5_d4_b5 1
 arc_d4_b5 crossed_c3_d5_d4_b5 1
 arc_d4_b5 second_of_c3_d5_d4_b5 1
 arc_d4_b5 crossed_d3_c5_d4_b5 1
 arc_d4_b5 second_of_d3_c5_d4_b5 1
 arc_d4_b5 crossed_a4_c5_d4_b5 1
 arc_d4_b5 second_of_a4_c5_d4_b5 1
 arc_d4_b5 crossed_b4_d5_d4_b5 1
 arc_d4_b5 second_of_b4_d5_d4_b5 1
 arc_d4_b5 crossed_c4_e5_d4_b5 1
 arc_d4_b5 second_of_c4_e5_d4_b5 1
 arc_e4_f2 in_f2 1
 arc_e4_f2 out_e4 1
 arc_e4_f2 carry_arc_e4_f2 -29
 arc_e4_f2 crossed_e1_f3_f2_e4 1
 arc_e4_f2 second_of_e1_f3_f2_e4 1
 arc_e4_f2 crossed_d2_f3_f2_e4 1
 arc_e4_f2 second_of_d2_f3_f2_e4 1
 arc_e4_f2 crossed_e2_f4_f2_e4 1
 arc_e4_f2 second_of_e2_f4_f2_e4 1
 arc_e4_f2 crossed_f2_e4_d3_f4 1
 arc_e4_f2 first_of_f2_e4_d3_f4 1
 arc_e4_f2 crossed_f2_e4_e3_f5 1
 arc_e4_f2 first_of_f2_e4_e3_f5 1
 arc_e4_f2 crossed_f2_e4_f3_d4 1
 arc_e4_f2 first_of_f2_e4_f3_d4 1
 arc_e4_d2 in_d2 1
 arc_e4_d2 out_e4 1
 arc_e4_d2 carry_arc_e4_d2 -29
 arc_e4_d2 crossed_e1_d3_d2_e4 1
 arc_e4_d2 second_of_e1_d3_d2_e4 1
 arc_e4_d2 crossed_c2_e3_d2_e4 1
 arc_e4_d2 second_of_c2_e3_d2_e4 1
 arc_e4_d2 crossed_d2_e4_e2_c3 1
 arc_e4_d2 first_of_d2_e4_e2_c3 1
 arc_e4_d2 crossed_d2_e4_e2_d4 1
 arc_e4_d2 first_of_d2_e4_e2_d4 1
 arc_e4_d2 crossed_d2_e4_f2_d3 1
 arc_e4_d2 first_of_d2_e4_f2_d3 1
 arc_e4_d2 crossed_d2_e4_d3_f4 1
 arc_e4_d2 first_of_d2_e4_d3_f4 1
 arc_e4_d2 crossed_d2_e4_e3_c4 1
 arc_e4_d2 first_of_d2_e4_e3_c4 1
 arc_e4_d2 crossed_d2_e4_e3_d5 1
 arc_e4_d2 first_of_d2_e4_e3_d5 1
 arc_e4_d2 crossed_d2_e4_f3_d4 1
 arc_e4_d2 first_of_d2_e4_f3_d4 1
 arc_e4_c3 in_c3 1
 arc_e4_c3 out_e4 1
 arc_e4_c3 carry_arc_e4_c3 -29
 arc_e4_c3 crossed_c2_d4_c3_e4 1
 arc_e4_c3 second_of_c2_d4_c3_e4 1
 arc_e4_c3 crossed_d2_c4_c3_e4 1
 arc_e4_c3 second_of_d2_c4_c3_e4 1
 arc_e4_c3 crossed_e2_d4_c3_e4 1
 arc_e4_c3 second_of_e2_d4_c3_e4 1
 arc_e4_c3 crossed_c3_e4_d3_b4 1
 arc_e4_c3 first_of_c3_e4_d3_b4 1
 arc_e4_c3 crossed_c3_e4_d3_c5 1
 arc_e4_c3 first_of_c3_e4_d3_c5 1
 arc_e4_c3 crossed_c3_e4_d3_e5 1
 arc_e4_c3 first_of_c3_e4_d3_e5 1
 arc_e4_c3 crossed_c3_e4_e3_c4 1
 arc_e4_c3 first_of_c3_e4_e3_c4 1
 arc_e4_c3 crossed_c3_e4_e3_d5 1
 arc_e4_c3 first_of_c3_e4_e3_d5 1
 arc_e4_c3 crossed_c3_e4_f3_d4 1
 arc_e4_c3 first_of_c3_e4_f3_d4 1
 arc_e4_c5 out_e4 1
 arc_e4_c5 in_c5 1
 arc_e4_c5 carry_arc_e4_c5 -29
 arc_e4_c5 crossed_c3_d5_e4_c5 1
 arc_e4_c5 second_of_c3_d5_e4_c5 1
 arc_e4_c5 crossed_d3_e5_e4_c5 1
 arc_e4_c5 second_of_d3_e5_e4_c5 1
 arc_e4_c5 crossed_e3_d5_e4_c5 1
 arc_e4_c5 second_of_e3_d5_e4_c5 1
 arc_e4_c5 crossed_b4_d5_e4_c5 1
 arc_e4_c5 second_of_b4_d5_e4_c5 1
 arc_e4_c5 crossed_c4_e5_e4_c5 1
 arc_e4_c5 second_of_c4_e5_e4_c5 1
 arc_e4_c5 crossed_d4_f5_e4_c5 1
 arc_e4_c5 second_of_d4_f5_e4_c5 1
 arc_f4_e2 in_e2 1
 arc_f4_e2 out_f4 1
 arc_f4_e2 carry_arc_f4_e2 -29
 arc_f4_e2 crossed_f1_e3_e2_f4 1
 arc_f4_e2 second_of_f1_e3_e2_f4 1
 arc_f4_e2 crossed_d2_f3_e2_f4 1
 arc_f4_e2 second_of_d2_f3_e2_f4 1
 arc_f4_e2 crossed_e2_f4_f2_d3 1
 arc_f4_e2 first_of_e2_f4_f2_d3 1
 arc_f4_e2 crossed_e2_f4_f2_e4 1
 arc_f4_e2 first_of_e2_f4_f2_e4 1
 arc_f4_e2 crossed_e2_f4_f3_d4 1
 arc_f4_e2 first_of_e2_f4_f3_d4 1
 arc_f4_e2 crossed_e2_f4_f3_e5 1
 arc_f4_e2 first_of_e2_f4_f3_e5 1
 arc_f4_d3 in_d3 1
 arc_f4_d3 out_f4 1
 arc_f4_d3 carry_arc_f4_d3 -29
 arc_f4_d3 crossed_d2_e4_d3_f4 1
 arc_f4_d3 second_of_d2_e4_d3_f4 1
 arc_f4_d3 crossed_e2_d4_d3_f4 1
 arc_f4_d3 second_of_e2_d4_d3_f4 1
 arc_f4_d3 crossed_f2_e4_d3_f4 1
 arc_f4_d3 second_of_f2_e4_d3_f4 1
 arc_f4_d3 crossed_d3_f4_e3_c4 1
 arc_f4_d3 first_of_d3_f4_e3_c4 1
 arc_f4_d3 crossed_d3_f4_e3_d5 1
 arc_f4_d3 first_of_d3_f4_e3_d5 1
 arc_f4_d3 crossed_d3_f4_e3_f5 1
 arc_f4_d3 first_of_d3_f4_e3_f5 1
 arc_f4_d3 crossed_d3_f4_f3_d4 1
 arc_f4_d3 first_of_d3_f4_f3_d4 1
 arc_f4_d3 crossed_d3_f4_f3_e5 1
 arc_f4_d3 first_of_d3_f4_f3_e5 1
 arc_f4_d5 out_f4 1
 arc_f4_d5 in_d5 1
 arc_f4_d5 carry_arc_f4_d5 -29
 arc_f4_d5 crossed_d3_e5_f4_d5 1
 arc_f4_d5 second_of_d3_e5_f4_d5 1
 arc_f4_d5 crossed_e3_f5_f4_d5 1
 arc_f4_d5 second_of_e3_f5_f4_d5 1
 arc_f4_d5 crossed_f3_e5_f4_d5 1
 arc_f4_d5 second_of_f3_e5_f4_d5 1
 arc_f4_d5 crossed_c4_e5_f4_d5 1
 arc_f4_d5 second_of_c4_e5_f4_d5 1
 arc_f4_d5 crossed_d4_f5_f4_d5 1
 arc_f4_d5 second_of_d4_f5_f4_d5 1
 arc_a5_c4 in_c4 1
 arc_a5_c4 out_a5 1
 arc_a5_c4 carry_arc_a5_c4 -29
 arc_a5_c4 crossed_a3_b5_c4_a5 1
 arc_a5_c4 second_of_a3_b5_c4_a5 1
 arc_a5_c4 crossed_b3_c5_c4_a5 1
 arc_a5_c4 second_of_b3_c5_c4_a5 1
 arc_a5_c4 crossed_c3_b5_c4_a5 1
 arc_a5_c4 second_of_c3_b5_c4_a5 1
 arc_a5_c4 crossed_a4_c5_c4_a5 1
 arc_a5_c4 second_of_a4_c5_c4_a5 1
 arc_a5_c4 crossed_b4_d5_c4_a5 1
 arc_a5_c4 second_of_b4_d5_c4_a5 1
 arc_a5_b3 in_b3 1
 arc_a5_b3 out_a5 1
 arc_a5_b3 carry_arc_a5_b3 -29
 arc_a5_b3 crossed_a2_b4_b3_a5 1
 arc_a5_b3 second_of_a2_b4_b3_a5 1
 arc_a5_b3 crossed_a3_c4_b3_a5 1
 arc_a5_b3 second_of_a3_c4_b3_a5 1
 arc_a5_b3 crossed_a3_b5_b3_a5 1
 arc_a5_b3 second_of_a3_b5_b3_a5 1
 arc_a5_b3 crossed_b3_a5_c3_a4 1
 arc_a5_b3 first_of_b3_a5_c3_a4 1
 arc_a5_b3 crossed_b3_a5_a4_c5 1
 arc_a5_b3 first_of_b3_a5_a4_c5 1
 arc_b5_d4 in_d4 1
 arc_b5_d4 out_b5 1
 arc_b5_d4 carry_arc_b5_d4 -29
 arc_b5_d4 crossed_b3_c5_d4_b5 1
 arc_b5_d4 second_of_b3_c5_d4_b5 1
 arc_b5_d4 crossed_c3_d5_d4_b5 1
 arc_b5_d4 second_of_c3_d5_d4_b5 1
 arc_b5_d4 crossed_d3_c5_d4_b5 1
 arc_b5_d4 second_of_d3_c5_d4_b5 1
 arc_b5_d4 crossed_a4_c5_d4_b5 1
 arc_b5_d4 second_of_a4_c5_d4_b5 1
 arc_b5_d4 crossed_b4_d5_d4_b5 1
 arc_b5_d4 second_of_b4_d5_d4_b5 1
 arc_b5_d4 crossed_c4_e5_d4_b5 1
 arc_b5_d4 second_of_c4_e5_d4_b5 1
 arc_b5_c3 in_c3 1
 arc_b5_c3 out_b5 1
 arc_b5_c3 carry_arc_b5_c3 -29
 arc_b5_c3 crossed_b2_c4_c3_b5 1
 arc_b5_c3 second_of_b2_c4_c3_b5 1
 arc_b5_c3 crossed_a3_c4_c3_b5 1
 arc_b5_c3 second_of_a3_c4_c3_b5 1
 arc_b5_c3 crossed_b3_d4_c3_b5 1
 arc_b5_c3 second_of_b3_d4_c3_b5 1
 arc_b5_c3 crossed_b3_c5_c3_b5 1
 arc_b5_c3 second_of_b3_c5_c3_b5 1
 arc_b5_c3 crossed_c3_b5_d3_b4 1
 arc_b5_c3 first_of_c3_b5_d3_b4 1
 arc_b5_c3 crossed_c3_b5_a4_c5 1
 arc_b5_c3 first_of_c3_b5_a4_c5 1
 arc_b5_c3 crossed_c3_b5_b4_d5 1
 arc_b5_c3 first_of_c3_b5_b4_d5 1
 arc_b5_c3 crossed_c3_b5_c4_a5 1
 arc_b5_c3 first_of_c3_b5_c4_a5 1
 arc_b5_a3 in_a3 1
 arc_b5_a3 out_b5 1
 arc_b5_a3 carry_arc_b5_a3 -29
 arc_b5_a3 crossed_b2_a4_a3_b5 1
 arc_b5_a3 second_of_b2_a4_a3_b5 1
 arc_b5_a3 crossed_a3_b5_b3_a5 1
 arc_b5_a3 first_of_a3_b5_b3_a5 1
 arc_b5_a3 crossed_a3_b5_c3_a4 1
 arc_b5_a3 first_of_a3_b5_c3_a4 1
 arc_b5_a3 crossed_a3_b5_a4_c5 1
 arc_b5_a3 first_of_a3_b5_a4_c5 1
 arc_b5_a3 crossed_a3_b5_c4_a5 1
 arc_b5_a3 first_of_a3_b5_c4_a5 1
 arc_c5_e4 in_e4 1
 arc_c5_e4 out_c5 1
 arc_c5_e4 carry_arc_c5_e4 -29
 arc_c5_e4 crossed_c3_d5_e4_c5 1
 arc_c5_e4 second_of_c3_d5_e4_c5 1
 arc_c5_e4 crossed_d3_e5_e4_c5 1
 arc_c5_e4 second_of_d3_e5_e4_c5 1
 arc_c5_e4 crossed_e3_d5_e4_c5 1
 arc_c5_e4 second_of_e3_d5_e4_c5 1
 arc_c5_e4 crossed_b4_d5_e4_c5 1
 arc_c5_e4 second_of_b4_d5_e4_c5 1
 arc_c5_e4 crossed_c4_e5_e4_c5 1
 arc_c5_e4 second_of_c4_e5_e4_c5 1
 arc_c5_e4 crossed_d4_f5_e4_c5 1
 arc_c5_e4 second_of_d4_f5_e4_c5 1
 arc_c5_d3 in_d3 1
 arc_c5_d3 out_c5 1
 arc_c5_d3 carry_arc_c5_d3 -29
 arc_c5_d3 crossed_c2_d4_d3_c5 1
 arc_c5_d3 second_of_c2_d4_d3_c5 1
 arc_c5_d3 crossed_b3_d4_d3_c5 1
 arc_c5_d3 second_of_b3_d4_d3_c5 1
 arc_c5_d3 crossed_c3_e4_d3_c5 1
 arc_c5_d3 second_of_c3_e4_d3_c5 1
 arc_c5_d3 crossed_c3_d5_d3_c5 1
 arc_c5_d3 second_of_c3_d5_d3_c5 1
 arc_c5_d3 crossed_d3_c5_e3_c4 1
 arc_c5_d3 first_of_d3_c5_e3_c4 1
 arc_c5_d3 crossed_d3_c5_b4_d5 1
 arc_c5_d3 first_of_d3_c5_b4_d5 1
 arc_c5_d3 crossed_d3_c5_c4_e5 1
 arc_c5_d3 first_of_d3_c5_c4_e5 1
 arc_c5_d3 crossed_d3_c5_d4_b5 1
 arc_c5_d3 first_of_d3_c5_d4_b5 1
 arc_c5_b3 in_b3 1
 arc_c5_b3 out_c5 1
 arc_c5_b3 carry_arc_c5_b3 -29
 arc_c5_b3 crossed_c2_b4_b3_c5 1
 arc_c5_b3 second_of_c2_b4_b3_c5 1
 arc_c5_b3 crossed_a3_c4_b3_c5 1
 arc_c5_b3 second_of_a3_c4_b3_c5 1
 arc_c5_b3 crossed_b3_c5_c3_a4 1
 arc_c5_b3 first_of_b3_c5_c3_a4 1
 arc_c5_b3 crossed_b3_c5_c3_b5 1
 arc_c5_b3 first_of_b3_c5_c3_b5 1
 arc_c5_b3 crossed_b3_c5_d3_b4 1
 arc_c5_b3 first_of_b3_c5_d3_b4 1
 arc_c5_b3 crossed_b3_c5_b4_d5 1
 arc_c5_b3 first_of_b3_c5_b4_d5 1
 arc_c5_b3 crossed_b3_c5_c4_a5 1
 arc_c5_b3 first_of_b3_c5_c4_a5 1
 arc_c5_b3 crossed_b3_c5_d4_b5 1
 arc_c5_b3 first_of_b3_c5_d4_b5 1
 arc_c5_a4 in_a4 1
 arc_c5_a4 out_c5 1
 arc_c5_a4 carry_arc_c5_a4 -29
 arc_c5_a4 crossed_a3_b5_a4_c5 1
 arc_c5_a4 second_of_a3_b5_a4_c5 1
 arc_c5_a4 crossed_b3_a5_a4_c5 1
 arc_c5_a4 second_of_b3_a5_a4_c5 1
 arc_c5_a4 crossed_c3_b5_a4_c5 1
 arc_c5_a4 second_of_c3_b5_a4_c5 1
 arc_c5_a4 crossed_a4_c5_c4_a5 1
 arc_c5_a4 first_of_a4_c5_c4_a5 1
 arc_c5_a4 crossed_a4_c5_d4_b5 1
 arc_c5_a4 first_of_a4_c5_d4_b5 1
 arc_d5_f4 in_f4 1
 arc_d5_f4 out_d5 1
 arc_d5_f4 carry_arc_d5_f4 -29
 arc_d5_f4 crossed_d3_e5_f4_d5 1
 arc_d5_f4 second_of_d3_e5_f4_d5 1
 arc_d5_f4 crossed_e3_f5_f4_d5 1
 arc_d5_f4 second_of_e3_f5_f4_d5 1
 arc_d5_f4 crossed_f3_e5_f4_d5 1
 arc_d5_f4 second_of_f3_e5_f4_d5 1
 arc_d5_f4 crossed_c4_e5_f4_d5 1
 arc_d5_f4 second_of_c4_e5_f4_d5 1
 arc_d5_f4 crossed_d4_f5_f4_d5 1
 arc_d5_f4 second_of_d4_f5_f4_d5 1
 arc_d5_e3 in_e3 1
 arc_d5_e3 out_d5 1
 arc_d5_e3 carry_arc_d5_e3 -29
 arc_d5_e3 crossed_d2_e4_e3_d5 1
 arc_d5_e3 second_of_d2_e4_e3_d5 1
 arc_d5_e3 crossed_c3_e4_e3_d5 1
 arc_d5_e3 second_of_c3_e4_e3_d5 1
 arc_d5_e3 crossed_d3_f4_e3_d5 1
 arc_d5_e3 second_of_d3_f4_e3_d5 1
 arc_d5_e3 crossed_d3_e5_e3_d5 1
 arc_d5_e3 second_of_d3_e5_e3_d5 1
 arc_d5_e3 crossed_e3_d5_f3_d4 1
 arc_d5_e3 first_of_e3_d5_f3_d4 1
 arc_d5_e3 crossed_e3_d5_c4_e5 1
 arc_d5_e3 first_of_e3_d5_c4_e5 1
 arc_d5_e3 crossed_e3_d5_d4_f5 1
 arc_d5_e3 first_of_e3_d5_d4_f5 1
 arc_d5_e3 crossed_e3_d5_e4_c5 1
 arc_d5_e3 first_of_e3_d5_e4_c5 1
 arc_d5_c3 in_c3 1
 arc_d5_c3 out_d5 1
 arc_d5_c3 carry_arc_d5_c3 -29
 arc_d5_c3 crossed_d2_c4_c3_d5 1
 arc_d5_c3 second_of_d2_c4_c3_d5 1
 arc_d5_c3 crossed_b3_d4_c3_d5 1
 arc_d5_c3 second_of_b3_d4_c3_d5 1
 arc_d5_c3 crossed_c3_d5_d3_b4 1
 arc_d5_c3 first_of_c3_d5_d3_b4 1
 arc_d5_c3 crossed_c3_d5_d3_c5 1
 arc_d5_c3 first_of_c3_d5_d3_c5 1
 arc_d5_c3 crossed_c3_d5_e3_c4 1
 arc_d5_c3 first_of_c3_d5_e3_c4 1
 arc_d5_c3 crossed_c3_d5_c4_e5 1
 arc_d5_c3 first_of_c3_d5_c4_e5 1
 arc_d5_c3 crossed_c3_d5_d4_b5 1
 arc_d5_c3 first_of_c3_d5_d4_b5 1
 arc_d5_c3 crossed_c3_d5_e4_c5 1
 arc_d5_c3 first_of_c3_d5_e4_c5 1
 arc_d5_b4 in_b4 1
 arc_d5_b4 out_d5 1
 arc_d5_b4 carry_arc_d5_b4 -29
 arc_d5_b4 crossed_b3_c5_b4_d5 1
 arc_d5_b4 second_of_b3_c5_b4_d5 1
 arc_d5_b4 crossed_c3_b5_b4_d5 1
 arc_d5_b4 second_of_c3_b5_b4_d5 1
 arc_d5_b4 crossed_d3_c5_b4_d5 1
 arc_d5_b4 second_of_d3_c5_b4_d5 1
 arc_d5_b4 crossed_b4_d5_c4_a5 1
 arc_d5_b4 first_of_b4_d5_c4_a5 1
 arc_d5_b4 crossed_b4_d5_d4_b5 1
 arc_d5_b4 first_of_b4_d5_d4_b5 1
 arc_d5_b4 crossed_b4_d5_e4_c5 1
 arc_d5_b4 first_of_b4_d5_e4_c5 1
 arc_e5_f3 in_f3 1
 arc_e5_f3 out_e5 1
 arc_e5_f3 carry_arc_e5_f3 -29
 arc_e5_f3 crossed_e2_f4_f3_e5 1
 arc_e5_f3 second_of_e2_f4_f3_e5 1
 arc_e5_f3 crossed_d3_f4_f3_e5 1
 arc_e5_f3 second_of_d3_f4_f3_e5 1
 arc_e5_f3 crossed_e3_f5_f3_e5 1
 arc_e5_f3 second_of_e3_f5_f3_e5 1
 arc_e5_f3 crossed_f3_e5_d4_f5 1
 arc_e5_f3 first_of_f3_e5_d4_f5 1
 arc_e5_f3 crossed_f3_e5_f4_d5 1
 arc_e5_f3 first_of_f3_e5_f4_d5 1
 arc_e5_d3 in_d3 1
 arc_e5_d3 out_e5 1
 arc_e5_d3 carry_arc_e5_d3 -29
 arc_e5_d3 crossed_e2_d4_d3_e5 1
 arc_e5_d3 second_of_e2_d4_d3_e5 1
 arc_e5_d3 crossed_c3_e4_d3_e5 1
 arc_e5_d3 second_of_c3_e4_d3_e5 1
 arc_e5_d3 crossed_d3_e5_e3_c4 1
 arc_e5_d3 first_of_d3_e5_e3_c4 1
 arc_e5_d3 crossed_d3_e5_e3_d5 1
 arc_e5_d3 first_of_d3_e5_e3_d5 1
 arc_e5_d3 crossed_d3_e5_f3_d4 1
 arc_e5_d3 first_of_d3_e5_f3_d4 1
 arc_e5_d3 crossed_d3_e5_d4_f5 1
 arc_e5_d3 first_of_d3_e5_d4_f5 1
 arc_e5_d3 crossed_d3_e5_e4_c5 1
 arc_e5_d3 first_of_d3_e5_e4_c5 1
 arc_e5_d3 crossed_d3_e5_f4_d5 1
 arc_e5_d3 first_of_d3_e5_f4_d5 1
 arc_e5_c4 in_c4 1
 arc_e5_c4 out_e5 1
 arc_e5_c4 carry_arc_e5_c4 -29
 arc_e5_c4 crossed_c3_d5_c4_e5 1
 arc_e5_c4 second_of_c3_d5_c4_e5 1
 arc_e5_c4 crossed_d3_c5_c4_e5 1
 arc_e5_c4 second_of_d3_c5_c4_e5 1
 arc_e5_c4 crossed_e3_d5_c4_e5 1
 arc_e5_c4 second_of_e3_d5_c4_e5 1
 arc_e5_c4 crossed_c4_e5_d4_b5 1
 arc_e5_c4 first_of_c4_e5_d4_b5 1
 arc_e5_c4 crossed_c4_e5_e4_c5 1
 arc_e5_c4 first_of_c4_e5_e4_c5 1
 arc_e5_c4 crossed_c4_e5_f4_d5 1
 arc_e5_c4 first_of_c4_e5_f4_d5 1
 arc_f5_e3 in_e3 1
 arc_f5_e3 out_f5 1
 arc_f5_e3 carry_arc_f5_e3 -29
 arc_f5_e3 crossed_f2_e4_e3_f5 1
 arc_f5_e3 second_of_f2_e4_e3_f5 1
 arc_f5_e3 crossed_d3_f4_e3_f5 1
 arc_f5_e3 second_of_d3_f4_e3_f5 1
 arc_f5_e3 crossed_e3_f5_f3_d4 1
 arc_f5_e3 first_of_e3_f5_f3_d4 1
 arc_f5_e3 crossed_e3_f5_f3_e5 1
 arc_f5_e3 first_of_e3_f5_f3_e5 1
 arc_f5_e3 crossed_e3_f5_f4_d5 1
 arc_f5_e3 first_of_e3_f5_f4_d5 1
 arc_f5_d4 in_d4 1
 arc_f5_d4 out_f5 1
 arc_f5_d4 carry_arc_f5_d4 -29
 arc_f5_d4 crossed_d3_e5_d4_f5 1
 arc_f5_d4 second_of_d3_e5_d4_f5 1
 arc_f5_d4 crossed_e3_d5_d4_f5 1
 arc_f5_d4 second_of_e3_d5_d4_f5 1
 arc_f5_d4 crossed_f3_e5_d4_f5 1
 arc_f5_d4 second_of_f3_e5_d4_f5 1
 arc_f5_d4 crossed_d4_f5_e4_c5 1
 arc_f5_d4 first_of_d4_f5_e4_c5 1
 arc_f5_d4 crossed_d4_f5_f4_d5 1
 arc_f5_d4 first_of_d4_f5_f4_d5 1
 flow_arc_a1_b3 carry_arc_a1_b3 1
 flow_arc_a1_b3 send_a1 1
 flow_arc_a1_b3 keep_b3 -1
 flow_arc_a1_c2 carry_arc_a1_c2 1
 flow_arc_a1_c2 send_a1 1
 flow_arc_a1_c2 keep_c2 -1
 flow_arc_b1_c3 carry_arc_b1_c3 1
 flow_arc_b1_c3 keep_b1 1
 flow_arc_b1_c3 keep_c3 -1
 flow_arc_b1_d2 carry_arc_b1_d2 1
 flow_arc_b1_d2 keep_b1 1
 flow_arc_b1_d2 keep_d2 -1
 flow_arc_b1_a3 carry_arc_b1_a3 1
 flow_arc_b1_a3 keep_b1 1
 flow_arc_b1_a3 keep_a3 -1
 flow_arc_c1_d3 carry_arc_c1_d3 1
 flow_arc_c1_d3 keep_c1 1
 flow_arc_c1_d3 keep_d3 -1
 flow_arc_c1_e2 carry_arc_c1_e2 1
 flow_arc_c1_e2 keep_c1 1
 flow_arc_c1_e2 keep_e2 -1
 flow_arc_c1_a2 carry_arc_c1_a2 1
 flow_arc_c1_a2 keep_c1 1
 flow_arc_c1_a2 keep_a2 -1
 flow_arc_c1_b3 carry_arc_c1_b3 1
 flow_arc_c1_b3 keep_c1 1
 flow_arc_c1_b3 keep_b3 -1
 flow_arc_d1_e3 carry_arc_d1_e3 1
 flow_arc_d1_e3 keep_d1 1
 flow_arc_d1_e3 keep_e3 -1
 flow_arc_d1_f2 carry_arc_d1_f2 1
 flow_arc_d1_f2 keep_d1 1
 flow_arc_d1_f2 keep_f2 -1
 flow_arc_d1_b2 carry_arc_d1_b2 1
 flow_arc_d1_b2 keep_d1 1
 flow_arc_d1_b2 keep_b2 -1
 flow_arc_d1_c3 carry_arc_d1_c3 1
 flow_arc_d1_c3 keep_d1 1
 flow_arc_d1_c3 keep_c3 -1
 flow_arc_e1_f3 carry_arc_e1_f3 1
 flow_arc_e1_f3 keep_e1 1
 flow_arc_e1_f3 keep_f3 -1
 flow_arc_e1_c2 carry_arc_e1_c2 1
 flow_arc_e1_c2 keep_e1 1
 flow_arc_e1_c2 keep_c2 -1
 flow_arc_e1_d3 carry_arc_e1_d3 1
 flow_arc_e1_d3 keep_e1 1
 flow_arc_e1_d3 keep_d3 -1
 flow_arc_f1_d2 carry_arc_f1_d2 1
 flow_arc_f1_d2 keep_f1 1
 flow_arc_f1_d2 keep_d2 -1
 flow_arc_f1_e3 carry_arc_f1_e3 1
 flow_arc_f1_e3 keep_f1 1
 flow_arc_f1_e3 keep_e3 -1
 flow_arc_a2_b4 carry_arc_a2_b4 1
 flow_arc_a2_b4 keep_a2 1
 flow_arc_a2_b4 keep_b4 -1
 flow_arc_a2_c3 carry_arc_a2_c3 1
 flow_arc_a2_c3 keep_a2 1
 flow_arc_a2_c3 keep_c3 -1
 flow_arc_a2_c1 carry_arc_a2_c1 1
 flow_arc_a2_c1 keep_c1 -1
 flow_arc_a2_c1 keep_a2 1
 flow_arc_b2_c4 carry_arc_b2_c4 1
 flow_arc_b2_c4 keep_b2 1
 flow_arc_b2_c4 keep_c4 -1
 flow_arc_b2_d3 carry_arc_b2_d3 1
 flow_arc_b2_d3 keep_b2 1
 flow_arc_b2_d3 keep_d3 -1
 flow_arc_b2_d1 carry_arc_b2_d1 1
 flow_arc_b2_d1 keep_d1 -1
 flow_arc_b2_d1 keep_b2 1
 flow_arc_b2_a4 carry_arc_b2_a4 1
 flow_arc_b2_a4 keep_b2 1
 flow_arc_b2_a4 keep_a4 -1
 flow_arc_c2_d4 carry_arc_c2_d4 1
 flow_arc_c2_d4 keep_c2 1
 flow_arc_c2_d4 keep_d4 -1
 flow_arc_c2_e3 carry_arc_c2_e3 1
 flow_arc_c2_e3 keep_c2 1
 flow_arc_c2_e3 keep_e3 -1
 flow_arc_c2_e1 carry_arc_c2_e1 1
 flow_arc_c2_e1 keep_e1 -1
 flow_arc_c2_e1 keep_c2 1
 flow_arc_c2_a3 carry_arc_c2_a3 1
 flow_arc_c2_a3 keep_c2 1
 flow_arc_c2_a3 keep_a3 -1
 flow_arc_c2_b4 carry_arc_c2_b4 1
 flow_arc_c2_b4 keep_c2 1
 flow_arc_c2_b4 keep_b4 -1
 flow_arc_d2_e4 carry_arc_d2_e4 1
 flow_arc_d2_e4 keep_d2 1
 flow_arc_d2_e4 keep_e4 -1
 flow_arc_d2_f3 carry_arc_d2_f3 1
 flow_arc_d2_f3 keep_d2 1
 flow_arc_d2_f3 keep_f3 -1
 flow_arc_d2_f1 carry_arc_d2_f1 1
 flow_arc_d2_f1 keep_f1 -1
 flow_arc_d2_f1 keep_d2 1
 flow_arc_d2_b1 carry_arc_d2_b1 1
 flow_arc_d2_b1 keep_b1 -1
 flow_arc_d2_b1 keep_d2 1
 flow_arc_d2_b3 carry_arc_d2_b3 1
 flow_arc_d2_b3 keep_d2 1
 flow_arc_d2_b3 keep_b3 -1
 flow_arc_d2_c4 carry_arc_d2_c4 1
 flow_arc_d2_c4 keep_d2 1
 flow_arc_d2_c4 keep_c4 -1
 flow_arc_e2_f4 carry_arc_e2_f4 1
 flow_arc_e2_f4 keep_e2 1
 flow_arc_e2_f4 keep_f4 -1
 flow_arc_e2_c1 carry_arc_e2_c1 1
 flow_arc_e2_c1 keep_c1 -1
 flow_arc_e2_c1 keep_e2 1
 flow_arc_e2_c3 carry_arc_e2_c3 1
 flow_arc_e2_c3 keep_e2 1
 flow_arc_e2_c3 keep_c3 -1
 flow_arc_e2_d4 carry_arc_e2_d4 1
 flow_arc_e2_d4 keep_e2 1
 flow_arc_e2_d4 keep_d4 -1
 flow_arc_f2_d1 carry_arc_f2_d1 1
 flow_arc_f2_d1 keep_d1 -1
 flow_arc_f2_d1 keep_f2 1
 flow_arc_f2_d3 carry_arc_f2_d3 1
 flow_arc_f2_d3 keep_f2 1
 flow_arc_f2_d3 keep_d3 -1
 flow_arc_f2_e4 carry_arc_f2_e4 1
 flow_arc_f2_e4 keep_f2 1
 flow_arc_f2_e4 keep_e4 -1
 flow_arc_a3_b5 carry_arc_a3_b5 1
 flow_arc_a3_b5 keep_a3 1
 flow_arc_a3_b5 keep_b5 -1
 flow_arc_a3_c4 carry_arc_a3_c4 1
 flow_arc_a3_c4 keep_a3 1
 flow_arc_a3_c4 keep_c4 -1
 flow_arc_a3_c2 carry_arc_a3_c2 1
 flow_arc_a3_c2 keep_c2 -1
 flow_arc_a3_c2 keep_a3 1
 flow_arc_a3_b1 carry_arc_a3_b1 1
 flow_arc_a3_b1 keep_b1 -1
 flow_arc_a3_b1 keep_a3 1
 flow_arc_b3_c5 carry_arc_b3_c5 1
 flow_arc_b3_c5 keep_b3 1
 flow_arc_b3_c5 keep_c5 -1
 flow_arc_b3_d4 carry_arc_b3_d4 1
 flow_arc_b3_d4 keep_b3 1
 flow_arc_b3_d4 keep_d4 -1
 flow_arc_b3_d2 carry_arc_b3_d2 1
 flow_arc_b3_d2 keep_d2 -1
 flow_arc_b3_d2 keep_b3 1
 flow_arc_b3_c1 carry_arc_b3_c1 1
 flow_arc_b3_c1 keep_c1 -1
 flow_arc_b3_c1 keep_b3 1
 flow_arc_b3_a5 carry_arc_b3_a5 1
 flow_arc_b3_a5 keep_b3 1
 flow_arc_b3_a5 keep_a5 -1
 flow_arc_c3_d5 carry_arc_c3_d5 1
 flow_arc_c3_d5 keep_c3 1
 flow_arc_c3_d5 keep_d5 -1
 flow_arc_c3_e4 carry_arc_c3_e4 1
 flow_arc_c3_e4 keep_c3 1
 flow_arc_c3_e4 keep_e4 -1
 flow_arc_c3_e2 carry_arc_c3_e2 1
 flow_arc_c3_e2 keep_e2 -1
 flow_arc_c3_e2 keep_c3 1
 flow_arc_c3_d1 carry_arc_c3_d1 1
 flow_arc_c3_d1 keep_d1 -1
 flow_arc_c3_d1 keep_c3 1
 flow_arc_c3_b1 carry_arc_c3_b1 1
 flow_arc_c3_b1 keep_b1 -1
 flow_arc_c3_b1 keep_c3 1
 flow_arc_c3_a2 carry_arc_c3_a2 1
 flow_arc_c3_a2 keep_a2 -1
 flow_arc_c3_a2 keep_c3 1
 flow_arc_c3_a4 carry_arc_c3_a4 1
 flow_arc_c3_a4 keep_c3 1
 flow_arc_c3_a4 keep_a4 -1
 flow_arc_c3_b5 carry_arc_c3_b5 1
 flow_arc_c3_b5 keep_c3 1
 flow_arc_c3_b5 keep_b5 -1
 flow_arc_d3_e5 carry_arc_d3_e5 1
 flow_arc_d3_e5 keep_d3 1
 flow_arc_d3_e5 keep_e5 -1
 flow_arc_d3_f4 carry_arc_d3_f4 1
 flow_arc_d3_f4 keep_d3 1
 flow_arc_d3_f4 keep_f4 -1
 flow_arc_d3_f2 carry_arc_d3_f2 1
 flow_arc_d3_f2 keep_f2 -1
 flow_arc_d3_f2 keep_d3 1
 flow_arc_d3_e1 carry_arc_d3_e1 1
 flow_arc_d3_e1 keep_e1 -1
 flow_arc_d3_e1 keep_d3 1
 flow_arc_d3_c1 carry_arc_d3_c1 1
 flow_arc_d3_c1 keep_c1 -1
 flow_arc_d3_c1 keep_d3 1
 flow_arc_d3_b2 carry_arc_d3_b2 1
 flow_arc_d3_b2 keep_b2 -1
 flow_arc_d3_b2 keep_d3 1
 flow_arc_d3_b4 carry_arc_d3_b4 1
 flow_arc_d3_b4 keep_d3 1
 flow_arc_d3_b4 keep_b4 -1
 flow_arc_d3_c5 carry_arc_d3_c5 1
 flow_arc_d3_c5 keep_d3 1
 flow_arc_d3_c5 keep_c5 -1
 flow_arc_e3_f5 carry_arc_e3_f5 1
 flow_arc_e3_f5 keep_e3 1
 flow_arc_e3_f5 keep_f5 -1
 flow_arc_e3_f1 carry_arc_e3_f1 1
 flow_arc_e3_f1 keep_f1 -1
 flow_arc_e3_f1 keep_e3 1
 flow_arc_e3_d1 carry_arc_e3_d1 1
 flow_arc_e3_d1 keep_d1 -1
 flow_arc_e3_d1 keep_e3 1
 flow_arc_e3_c2 carry_arc_e3_c2 1
 flow_arc_e3_c2 keep_c2 -1
 flow_arc_e3_c2 keep_e3 1
 flow_arc_e3_c4 carry_arc_e3_c4 1
 flow_arc_e3_c4 keep_e3 1
 flow_arc_e3_c4 keep_c4 -1
 flow_arc_e3_d5 carry_arc_e3_d5 1
 flow_arc_e3_d5 keep_e3 1
 flow_arc_e3_d5 keep_d5 -1
 flow_arc_f3_e1 carry_arc_f3_e1 1
 flow_arc_f3_e1 keep_e1 -1
 flow_arc_f3_e1 keep_f3 1
 flow_arc_f3_d2 carry_arc_f3_d2 1
 flow_arc_f3_d2 keep_d2 -1
 flow_arc_f3_d2 keep_f3 1
 flow_arc_f3_d4 carry_arc_f3_d4 1
 flow_arc_f3_d4 keep_f3 1
 flow_arc_f3_d4 keep_d4 -1
 flow_arc_f3_e5 carry_arc_f3_e5 1
 flow_arc_f3_e5 keep_f3 1
 flow_arc_f3_e5 keep_e5 -1
 flow_arc_a4_c5 carry_arc_a4_c5 1
 flow_arc_a4_c5 keep_a4 1
 flow_arc_a4_c5 keep_c5 -1
 flow_arc_a4_c3 carry_arc_a4_c3 1
 flow_arc_a4_c3 keep_c3 -1
 flow_arc_a4_c3 keep_a4 1
 flow_arc_a4_b2 carry_arc_a4_b2 1
 flow_arc_a4_b2 keep_b2 -1
 flow_arc_a4_b2 keep_a4 1
 flow_arc_b4_d5 carry_arc_b4_d5 1
 flow_arc_b4_d5 keep_b4 1
 flow_arc_b4_d5 keep_d5 -1
 flow_arc_b4_d3 carry_arc_b4_d3 1
 flow_arc_b4_d3 keep_d3 -1
 flow_arc_b4_d3 keep_b4 1
 flow_arc_b4_c2 carry_arc_b4_c2 1
 flow_arc_b4_c2 keep_c2 -1
 flow_arc_b4_c2 keep_b4 1
 flow_arc_b4_a2 carry_arc_b4_a2 1
 flow_arc_b4_a2 keep_a2 -1
 flow_arc_b4_a2 keep_b4 1
 flow_arc_c4_e5 carry_arc_c4_e5 1
 flow_arc_c4_e5 keep_c4 1
 flow_arc_c4_e5 keep_e5 -1
 flow_arc_c4_e3 carry_arc_c4_e3 1
 flow_arc_c4_e3 keep_e3 -1
 flow_arc_c4_e3 keep_c4 1
 flow_arc_c4_d2 carry_arc_c4_d2 1
 flow_arc_c4_d2 keep_d2 -1
 flow_arc_c4_d2 keep_c4 1
 flow_arc_c4_b2 carry_arc_c4_b2 1
 flow_arc_c4_b2 keep_b2 -1
 flow_arc_c4_b2 keep_c4 1
 flow_arc_c4_a3 carry_arc_c4_a3 1
 flow_arc_c4_a3 keep_a3 -1
 flow_arc_c4_a3 keep_c4 1
 flow_arc_c4_a5 carry_arc_c4_a5 1
 flow_arc_c4_a5 keep_c4 1
 flow_arc_c4_a5 keep_a5 -1
 flow_arc_d4_f5 carry_arc_d4_f5 1
 flow_arc_d4_f5 keep_d4 1
 flow_arc_d4_f5 keep_f5 -1
 flow_arc_d4_f3 carry_arc_d4_f3 1
 flow_arc_d4_f3 keep_f3 -1
 flow_arc_d4_f3 keep_d4 1
 flow_arc_d4_e2 carry_arc_d4_e2 1
 flow_arc_d4_e2 keep_e2 -1
 flow_arc_d4_e2 keep_d4 1
 flow_arc_d4_c2 carry_arc_d4_c2 1
 flow_arc_d4_c2 keep_c2 -1
 flow_arc_d4_c2 keep_d4 1
 flow_arc_d4_b3 carry_arc_d4_b3 1
 flow_arc_d4_b3 keep_b3 -1
 flow_arc_d4_b3 keep_d4 1
 flow_arc_d4_b5 carry_arc_d4_b5 1
 flow_arc_d4_b5 keep_d4 1
 flow_arc_d4_b5 keep_b5 -1
 flow_arc_e4_f2 carry_arc_e4_f2 1
 flow_arc_e4_f2 keep_f2 -1
 flow_arc_e4_f2 keep_e4 1
 flow_arc_e4_d2 carry_arc_e4_d2 1
 flow_arc_e4_d2 keep_d2 -1
 flow_arc_e4_d2 keep_e4 1
 flow_arc_e4_c3 carry_arc_e4_c3 1
 flow_arc_e4_c3 keep_c3 -1
 flow_arc_e4_c3 keep_e4 1
 flow_arc_e4_c5 carry_arc_e4_c5 1
 flow_arc_e4_c5 keep_e4 1
 flow_arc_e4_c5 keep_c5 -1
 flow_arc_f4_e2 carry_arc_f4_e2 1
 flow_arc_f4_e2 keep_e2 -1
 flow_arc_f4_e2 keep_f4 1
 flow_arc_f4_d3 carry_arc_f4_d3 1
 flow_arc_f4_d3 keep_d3 -1
 flow_arc_f4_d3 keep_f4 1
 flow_arc_f4_d5 carry_arc_f4_d5 1
 flow_arc_f4_d5 keep_f4 1
 flow_arc_f4_d5 keep_d5 -1
 flow_arc_a5_c4 carry_arc_a5_c4 1
 flow_arc_a5_c4 keep_c4 -1
 flow_arc_a5_c4 keep_a5 1
 flow_arc_a5_b3 carry_arc_a5_b3 1
 flow_arc_a5_b3 keep_b3 -1
 flow_arc_a5_b3 keep_a5 1
 flow_arc_b5_d4 carry_arc_b5_d4 1
 flow_arc_b5_d4 keep_d4 -1
 flow_arc_b5_d4 keep_b5 1
 flow_arc_b5_c3 carry_arc_b5_c3 1
 flow_arc_b5_c3 keep_c3 -1
 flow_arc_b5_c3 keep_b5 1
 flow_arc_b5_a3 carry_arc_b5_a3 1
 flow_arc_b5_a3 keep_a3 -1
 flow_arc_b5_a3 keep_b5 1
 flow_arc_c5_e4 carry_arc_c5_e4 1
 flow_arc_c5_e4 keep_e4 -1
 flow_arc_c5_e4 keep_c5 1
 flow_arc_c5_d3 carry_arc_c5_d3 1
 flow_arc_c5_d3 keep_d3 -1
 flow_arc_c5_d3 keep_c5 1
 flow_arc_c5_b3 carry_arc_c5_b3 1
 flow_arc_c5_b3 keep_b3 -1
 flow_arc_c5_b3 keep_c5 1
 flow_arc_c5_a4 carry_arc_c5_a4 1
 flow_arc_c5_a4 keep_a4 -1
 flow_arc_c5_a4 keep_c5 1
 flow_arc_d5_f4 carry_arc_d5_f4 1
 flow_arc_d5_f4 keep_f4 -1
 flow_arc_d5_f4 keep_d5 1
 flow_arc_d5_e3 carry_arc_d5_e3 1
 flow_arc_d5_e3 keep_e3 -1
 flow_arc_d5_e3 keep_d5 1
 flow_arc_d5_c3 carry_arc_d5_c3 1
 flow_arc_d5_c3 keep_c3 -1
 flow_arc_d5_c3 keep_d5 1
 flow_arc_d5_b4 carry_arc_d5_b4 1
 flow_arc_d5_b4 keep_b4 -1
 flow_arc_d5_b4 keep_d5 1
 flow_arc_e5_f3 carry_arc_e5_f3 1
 flow_arc_e5_f3 keep_f3 -1
 flow_arc_e5_f3 keep_e5 1
 flow_arc_e5_d3 carry_arc_e5_d3 1
 flow_arc_e5_d3 keep_d3 -1
 flow_arc_e5_d3 keep_e5 1
 flow_arc_e5_c4 carry_arc_e5_c4 1
 flow_arc_e5_c4 keep_c4 -1
 flow_arc_e5_c4 keep_e5 1
 flow_arc_f5_e3 carry_arc_f5_e3 1
 flow_arc_f5_e3 keep_e3 -1
 flow_arc_f5_e3 keep_f5 1
 flow_arc_f5_d4 carry_arc_f5_d4 1
 flow_arc_f5_d4 keep_d4 -1
 flow_arc_f5_d4 keep_f5 1
 cross_a1_c2_b1_a3 obj 1
 cross_a1_c2_b1_a3 crossed_a1_c2_b1_a3 -1
 cross_a1_c2_b1_a3 first_of_a1_c2_b1_a3 -1
 cross_a1_c2_b1_a3 second_of_a1_c2_b1_a3 -1
 cross_a1_c2_b1_c3 obj 1
 cross_a1_c2_b1_c3 crossed_a1_c2_b1_c3 -1
 cross_a1_c2_b1_c3 first_of_a1_c2_b1_c3 -1
 cross_a1_c2_b1_c3 second_of_a1_c2_b1_c3 -1
 cross_a1_c2_c1_a2 obj 1
 cross_a1_c2_c1_a2 crossed_a1_c2_c1_a2 -1
 cross_a1_c2_c1_a2 first_of_a1_c2_c1_a2 -1
 cross_a1_c2_c1_a2 second_of_a1_c2_c1_a2 -1
 cross_a1_c2_c1_b3 obj 1
 cross_a1_c2_c1_b3 crossed_a1_c2_c1_b3 -1
 cross_a1_c2_c1_b3 first_of_a1_c2_c1_b3 -1
 cross_a1_c2_c1_b3 second_of_a1_c2_c1_b3 -1
 cross_a1_c2_d1_b2 obj 1
 cross_a1_c2_d1_b2 crossed_a1_c2_d1_b2 -1
 cross_a1_c2_d1_b2 first_of_a1_c2_d1_b2 -1
 cross_a1_c2_d1_b2 second_of_a1_c2_d1_b2 -1
 cross_a1_b3_b1_a3 obj 1
 cross_a1_b3_b1_a3 crossed_a1_b3_b1_a3 -1
 cross_a1_b3_b1_a3 first_of_a1_b3_b1_a3 -1
 cross_a1_b3_b1_a3 second_of_a1_b3_b1_a3 -1
 cross_a1_b3_c1_a2 obj 1
 cross_a1_b3_c1_a2 crossed_a1_b3_c1_a2 -1
 cross_a1_b3_c1_a2 first_of_a1_b3_c1_a2 -1
 cross_a1_b3_c1_a2 second_of_a1_b3_c1_a2 -1
 cross_a1_b3_a2_c3 obj 1
 cross_a1_b3_a2_c3 crossed_a1_b3_a2_c3 -1
 cross_a1_b3_a2_c3 first_of_a1_b3_a2_c3 -1
 cross_a1_b3_a2_c3 second_of_a1_b3_a2_c3 -1
 cross_a1_b3_b2_a4 obj 1
 cross_a1_b3_b2_a4 crossed_a1_b3_b2_a4 -1
 cross_a1_b3_b2_a4 first_of_a1_b3_b2_a4 -1
 cross_a1_b3_b2_a4 second_of_a1_b3_b2_a4 -1
 cross_a1_b3_c2_a3 obj 1
 cross_a1_b3_c2_a3 crossed_a1_b3_c2_a3 -1
 cross_a1_b3_c2_a3 first_of_a1_b3_c2_a3 -1
 cross_a1_b3_c2_a3 second_of_a1_b3_c2_a3 -1
 cross_b1_d2_c1_a2 obj 1
 cross_b1_d2_c1_a2 crossed_b1_d2_c1_a2 -1
 cross_b1_d2_c1_a2 first_of_b1_d2_c1_a2 -1
 cross_b1_d2_c1_a2 second_of_b1_d2_c1_a2 -1
 cross_b1_d2_c1_b3 obj 1
 cross_b1_d2_c1_b3 crossed_b1_d2_c1_b3 -1
 cross_b1_d2_c1_b3 first_of_b1_d2_c1_b3 -1
 cross_b1_d2_c1_b3 second_of_b1_d2_c1_b3 -1
 cross_b1_d2_c1_d3 obj 1
 cross_b1_d2_c1_d3 crossed_b1_d2_c1_d3 -1
 cross_b1_d2_c1_d3 first_of_b1_d2_c1_d3 -1
 cross_b1_d2_c1_d3 second_of_b1_d2_c1_d3 -1
 cross_b1_d2_d1_b2 obj 1
 cross_b1_d2_d1_b2 crossed_b1_d2_d1_b2 -1
 cross_b1_d2_d1_b2 first_of_b1_d2_d1_b2 -1
 cross_b1_d2_d1_b2 second_of_b1_d2_d1_b2 -1
 cross_b1_d2_d1_c3 obj 1
 cross_b1_d2_d1_c3 crossed_b1_d2_d1_c3 -1
 cross_b1_d2_d1_c3 first_of_b1_d2_d1_c3 -1
 cross_b1_d2_d1_c3 second_of_b1_d2_d1_c3 -1
 cross_b1_d2_e1_c2 obj 1
 cross_b1_d2_e1_c2 crossed_b1_d2_e1_c2 -1
 cross_b1_d2_e1_c2 first_of_b1_d2_e1_c2 -1
 cross_b1_d2_e1_c2 second_of_b1_d2_e1_c2 -1
 cross_b1_a3_c1_a2 obj 1
 cross_b1_a3_c1_a2 crossed_b1_a3_c1_a2 -1
 cross_b1_a3_c1_a2 first_of_b1_a3_c1_a2 -1
 cross_b1_a3_c1_a2 second_of_b1_a3_c1_a2 -1
 cross_b1_a3_a2_c3 obj 1
 cross_b1_a3_a2_c3 crossed_b1_a3_a2_c3 -1
 cross_b1_a3_a2_c3 first_of_b1_a3_a2_c3 -1
 cross_b1_a3_a2_c3 second_of_b1_a3_a2_c3 -1
 cross_b1_a3_a2_b4 obj 1
 cross_b1_a3_a2_b4 crossed_b1_a3_a2_b4 -1
 cross_b1_a3_a2_b4 first_of_b1_a3_a2_b4 -1
 cross_b1_a3_a2_b4 second_of_b1_a3_a2_b4 -1
 cross_b1_c3_c1_a2 obj 1
 cross_b1_c3_c1_a2 crossed_b1_c3_c1_a2 -1
 cross_b1_c3_c1_a2 first_of_b1_c3_c1_a2 -1
 cross_b1_c3_c1_a2 second_of_b1_c3_c1_a2 -1
 cross_b1_c3_c1_b3 obj 1
 cross_b1_c3_c1_b3 crossed_b1_c3_c1_b3 -1
 cross_b1_c3_c1_b3 first_of_b1_c3_c1_b3 -1
 cross_b1_c3_c1_b3 second_of_b1_c3_c1_b3 -1
 cross_b1_c3_d1_b2 obj 1
 cross_b1_c3_d1_b2 crossed_b1_c3_d1_b2 -1
 cross_b1_c3_d1_b2 first_of_b1_c3_d1_b2 -1
 cross_b1_c3_d1_b2 second_of_b1_c3_d1_b2 -1
 cross_b1_c3_b2_d3 obj 1
 cross_b1_c3_b2_d3 crossed_b1_c3_b2_d3 -1
 cross_b1_c3_b2_d3 first_of_b1_c3_b2_d3 -1
 cross_b1_c3_b2_d3 second_of_b1_c3_b2_d3 -1
 cross_b1_c3_c2_a3 obj 1
 cross_b1_c3_c2_a3 crossed_b1_c3_c2_a3 -1
 cross_b1_c3_c2_a3 first_of_b1_c3_c2_a3 -1
 cross_b1_c3_c2_a3 second_of_b1_c3_c2_a3 -1
 cross_b1_c3_c2_b4 obj 1
 cross_b1_c3_c2_b4 crossed_b1_c3_c2_b4 -1
 cross_b1_c3_c2_b4 first_of_b1_c3_c2_b4 -1
 cross_b1_c3_c2_b4 second_of_b1_c3_c2_b4 -1
 cross_b1_c3_d2_b3 obj 1
 cross_b1_c3_d2_b3 crossed_b1_c3_d2_b3 -1
 cross_b1_c3_d2_b3 first_of_b1_c3_d2_b3 -1
 cross_b1_c3_d2_b3 second_of_b1_c3_d2_b3 -1
 cross_c1_e2_d1_b2 obj 1
 cross_c1_e2_d1_b2 crossed_c1_e2_d1_b2 -1
 cross_c1_e2_d1_b2 first_of_c1_e2_d1_b2 -1
 cross_c1_e2_d1_b2 second_of_c1_e2_d1_b2 -1
 cross_c1_e2_d1_c3 obj 1
 cross_c1_e2_d1_c3 crossed_c1_e2_d1_c3 -1
 cross_c1_e2_d1_c3 first_of_c1_e2_d1_c3 -1
 cross_c1_e2_d1_c3 second_of_c1_e2_d1_c3 -1
 cross_c1_e2_d1_e3 obj 1
 cross_c1_e2_d1_e3 crossed_c1_e2_d1_e3 -1
 cross_c1_e2_d1_e3 first_of_c1_e2_d1_e3 -1
 cross_c1_e2_d1_e3 second_of_c1_e2_d1_e3 -1
 cross_c1_e2_e1_c2 obj 1
 cross_c1_e2_e1_c2 crossed_c1_e2_e1_c2 -1
 cross_c1_e2_e1_c2 first_of_c1_e2_e1_c2 -1
 cross_c1_e2_e1_c2 second_of_c1_e2_e1_c2 -1
 cross_c1_e2_e1_d3 obj 1
 cross_c1_e2_e1_d3 crossed_c1_e2_e1_d3 -1
 cross_c1_e2_e1_d3 first_of_c1_e2_e1_d3 -1
 cross_c1_e2_e1_d3 second_of_c1_e2_e1_d3 -1
 cross_c1_e2_f1_d2 obj 1
 cross_c1_e2_f1_d2 crossed_c1_e2_f1_d2 -1
 cross_c1_e2_f1_d2 first_of_c1_e2_f1_d2 -1
 cross_c1_e2_f1_d2 second_of_c1_e2_f1_d2 -1
 cross_c1_b3_d1_b2 obj 1
 cross_c1_b3_d1_b2 crossed_c1_b3_d1_b2 -1
 cross_c1_b3_d1_b2 first_of_c1_b3_d1_b2 -1
 cross_c1_b3_d1_b2 second_of_c1_b3_d1_b2 -1
 cross_c1_b3_a2_c3 obj 1
 cross_c1_b3_a2_c3 crossed_c1_b3_a2_c3 -1
 cross_c1_b3_a2_c3 first_of_c1_b3_a2_c3 -1
 cross_c1_b3_a2_c3 second_of_c1_b3_a2_c3 -1
 cross_c1_b3_b2_d3 obj 1
 cross_c1_b3_b2_d3 crossed_c1_b3_b2_d3 -1
 cross_c1_b3_b2_d3 first_of_c1_b3_b2_d3 -1
 cross_c1_b3_b2_d3 second_of_c1_b3_b2_d3 -1
 cross_c1_b3_b2_c4 obj 1
 cross_c1_b3_b2_c4 crossed_c1_b3_b2_c4 -1
 cross_c1_b3_b2_c4 first_of_c1_b3_b2_c4 -1
 cross_c1_b3_b2_c4 second_of_c1_b3_b2_c4 -1
 cross_c1_b3_c2_a3 obj 1
 cross_c1_b3_c2_a3 crossed_c1_b3_c2_a3 -1
 cross_c1_b3_c2_a3 first_of_c1_b3_c2_a3 -1
 cross_c1_b3_c2_a3 second_of_c1_b3_c2_a3 -1
 cross_c1_d3_d1_b2 obj 1
 cross_c1_d3_d1_b2 crossed_c1_d3_d1_b2 -1
 cross_c1_d3_d1_b2 first_of_c1_d3_d1_b2 -1
 cross_c1_d3_d1_b2 second_of_c1_d3_d1_b2 -1
 cross_c1_d3_d1_c3 obj 1
 cross_c1_d3_d1_c3 crossed_c1_d3_d1_c3 -1
 cross_c1_d3_d1_c3 first_of_c1_d3_d1_c3 -1
 cross_c1_d3_d1_c3 second_of_c1_d3_d1_c3 -1
 cross_c1_d3_e1_c2 obj 1
 cross_c1_d3_e1_c2 crossed_c1_d3_e1_c2 -1
 cross_c1_d3_e1_c2 first_of_c1_d3_e1_c2 -1
 cross_c1_d3_e1_c2 second_of_c1_d3_e1_c2 -1
 cross_c1_d3_c2_e3 obj 1
 cross_c1_d3_c2_e3 crossed_c1_d3_c2_e3 -1
 cross_c1_d3_c2_e3 first_of_c1_d3_c2_e3 -1
 cross_c1_d3_c2_e3 second_of_c1_d3_c2_e3 -1
 cross_c1_d3_d2_b3 obj 1
 cross_c1_d3_d2_b3 crossed_c1_d3_d2_b3 -1
 cross_c1_d3_d2_b3 first_of_c1_d3_d2_b3 -1
 cross_c1_d3_d2_b3 second_of_c1_d3_d2_b3 -1
 cross_c1_d3_d2_c4 obj 1
 cross_c1_d3_d2_c4 crossed_c1_d3_d2_c4 -1
 cross_c1_d3_d2_c4 first_of_c1_d3_d2_c4 -1
 cross_c1_d3_d2_c4 second_of_c1_d3_d2_c4 -1
 cross_c1_d3_e2_c3 obj 1
 cross_c1_d3_e2_c3 crossed_c1_d3_e2_c3 -1
 cross_c1_d3_e2_c3 first_of_c1_d3_e2_c3 -1
 cross_c1_d3_e2_c3 second_of_c1_d3_e2_c3 -1
 cross_d1_f2_e1_c2 obj 1
 cross_d1_f2_e1_c2 crossed_d1_f2_e1_c2 -1
 cross_d1_f2_e1_c2 first_of_d1_f2_e1_c2 -1
 cross_d1_f2_e1_c2 second_of_d1_f2_e1_c2 -1
 cross_d1_f2_e1_d3 obj 1
 cross_d1_f2_e1_d3 crossed_d1_f2_e1_d3 -1
 cross_d1_f2_e1_d3 first_of_d1_f2_e1_d3 -1
 cross_d1_f2_e1_d3 second_of_d1_f2_e1_d3 -1
 cross_d1_f2_e1_f3 obj 1
 cross_d1_f2_e1_f3 crossed_d1_f2_e1_f3 -1
 cross_d1_f2_e1_f3 first_of_d1_f2_e1_f3 -1
 cross_d1_f2_e1_f3 second_of_d1_f2_e1_f3 -1
 cross_d1_f2_f1_d2 obj 1
 cross_d1_f2_f1_d2 crossed_d1_f2_f1_d2 -1
 cross_d1_f2_f1_d2 first_of_d1_f2_f1_d2 -1
 cross_d1_f2_f1_d2 second_of_d1_f2_f1_d2 -1
 cross_d1_f2_f1_e3 obj 1
 cross_d1_f2_f1_e3 crossed_d1_f2_f1_e3 -1
 cross_d1_f2_f1_e3 first_of_d1_f2_f1_e3 -1
 cross_d1_f2_f1_e3 second_of_d1_f2_f1_e3 -1
 cross_d1_c3_e1_c2 obj 1
 cross_d1_c3_e1_c2 crossed_d1_c3_e1_c2 -1
 cross_d1_c3_e1_c2 first_of_d1_c3_e1_c2 -1
 cross_d1_c3_e1_c2 second_of_d1_c3_e1_c2 -1
 cross_d1_c3_b2_d3 obj 1
 cross_d1_c3_b2_d3 crossed_d1_c3_b2_d3 -1
 cross_d1_c3_b2_d3 first_of_d1_c3_b2_d3 -1
 cross_d1_c3_b2_d3 second_of_d1_c3_b2_d3 -1
 cross_d1_c3_c2_e3 obj 1
 cross_d1_c3_c2_e3 crossed_d1_c3_c2_e3 -1
 cross_d1_c3_c2_e3 first_of_d1_c3_c2_e3 -1
 cross_d1_c3_c2_e3 second_of_d1_c3_c2_e3 -1
 cross_d1_c3_c2_d4 obj 1
 cross_d1_c3_c2_d4 crossed_d1_c3_c2_d4 -1
 cross_d1_c3_c2_d4 first_of_d1_c3_c2_d4 -1
 cross_d1_c3_c2_d4 second_of_d1_c3_c2_d4 -1
 cross_d1_c3_d2_b3 obj 1
 cross_d1_c3_d2_b3 crossed_d1_c3_d2_b3 -1
 cross_d1_c3_d2_b3 first_of_d1_c3_d2_b3 -1
 cross_d1_c3_d2_b3 second_of_d1_c3_d2_b3 -1
 cross_d1_e3_e1_c2 obj 1
 cross_d1_e3_e1_c2 crossed_d1_e3_e1_c2 -1
 cross_d1_e3_e1_c2 first_of_d1_e3_e1_c2 -1
 cross_d1_e3_e1_c2 second_of_d1_e3_e1_c2 -1
 cross_d1_e3_e1_d3 obj 1
 cross_d1_e3_e1_d3 crossed_d1_e3_e1_d3 -1
 cross_d1_e3_e1_d3 first_of_d1_e3_e1_d3 -1
 cross_d1_e3_e1_d3 second_of_d1_e3_e1_d3 -1
 cross_d1_e3_f1_d2 obj 1
 cross_d1_e3_f1_d2 crossed_d1_e3_f1_d2 -1
 cross_d1_e3_f1_d2 first_of_d1_e3_f1_d2 -1
 cross_d1_e3_f1_d2 second_of_d1_e3_f1_d2 -1
 cross_d1_e3_d2_f3 obj 1
 cross_d1_e3_d2_f3 crossed_d1_e3_d2_f3 -1
 cross_d1_e3_d2_f3 first_of_d1_e3_d2_f3 -1
 cross_d1_e3_d2_f3 second_of_d1_e3_d2_f3 -1
 cross_d1_e3_e2_c3 obj 1
 cross_d1_e3_e2_c3 crossed_d1_e3_e2_c3 -1
 cross_d1_e3_e2_c3 first_of_d1_e3_e2_c3 -1
 cross_d1_e3_e2_c3 second_of_d1_e3_e2_c3 -1
 cross_d1_e3_e2_d4 obj 1
 cross_d1_e3_e2_d4 crossed_d1_e3_e2_d4 -1
 cross_d1_e3_e2_d4 first_of_d1_e3_e2_d4 -1
 cross_d1_e3_e2_d4 second_of_d1_e3_e2_d4 -1
 cross_d1_e3_f2_d3 obj 1
 cross_d1_e3_f2_d3 crossed_d1_e3_f2_d3 -1
 cross_d1_e3_f2_d3 first_of_d1_e3_f2_d3 -1
 cross_d1_e3_f2_d3 second_of_d1_e3_f2_d3 -1
 cross_e1_d3_f1_d2 obj 1
 cross_e1_d3_f1_d2 crossed_e1_d3_f1_d2 -1
 cross_e1_d3_f1_d2 first_of_e1_d3_f1_d2 -1
 cross_e1_d3_f1_d2 second_of_e1_d3_f1_d2 -1
 cross_e1_d3_c2_e3 obj 1
 cross_e1_d3_c2_e3 crossed_e1_d3_c2_e3 -1
 cross_e1_d3_c2_e3 first_of_e1_d3_c2_e3 -1
 cross_e1_d3_c2_e3 second_of_e1_d3_c2_e3 -1
 cross_e1_d3_d2_f3 obj 1
 cross_e1_d3_d2_f3 crossed_e1_d3_d2_f3 -1
 cross_e1_d3_d2_f3 first_of_e1_d3_d2_f3 -1
 cross_e1_d3_d2_f3 second_of_e1_d3_d2_f3 -1
 cross_e1_d3_d2_e4 obj 1
 cross_e1_d3_d2_e4 crossed_e1_d3_d2_e4 -1
 cross_e1_d3_d2_e4 first_of_e1_d3_d2_e4 -1
 cross_e1_d3_d2_e4 second_of_e1_d3_d2_e4 -1
 cross_e1_d3_e2_c3 obj 1
 cross_e1_d3_e2_c3 crossed_e1_d3_e2_c3 -1
 cross_e1_d3_e2_c3 first_of_e1_d3_e2_c3 -1
 cross_e1_d3_e2_c3 second_of_e1_d3_e2_c3 -1
 cross_e1_f3_f1_d2 obj 1
 cross_e1_f3_f1_d2 crossed_e1_f3_f1_d2 -1
 cross_e1_f3_f1_d2 first_of_e1_f3_f1_d2 -1
 cross_e1_f3_f1_d2 second_of_e1_f3_f1_d2 -1
 cross_e1_f3_f1_e3 obj 1
 cross_e1_f3_f1_e3 crossed_e1_f3_f1_e3 -1
 cross_e1_f3_f1_e3 first_of_e1_f3_f1_e3 -1
 cross_e1_f3_f1_e3 second_of_e1_f3_f1_e3 -1
 cross_e1_f3_f2_d3 obj 1
 cross_e1_f3_f2_d3 crossed_e1_f3_f2_d3 -1
 cross_e1_f3_f2_d3 first_of_e1_f3_f2_d3 -1
 cross_e1_f3_f2_d3 second_of_e1_f3_f2_d3 -1
 cross_e1_f3_f2_e4 obj 1
 cross_e1_f3_f2_e4 crossed_e1_f3_f2_e4 -1
 cross_e1_f3_f2_e4 first_of_e1_f3_f2_e4 -1
 cross_e1_f3_f2_e4 second_of_e1_f3_f2_e4 -1
 cross_f1_e3_d2_f3 obj 1
 cross_f1_e3_d2_f3 crossed_f1_e3_d2_f3 -1
 cross_f1_e3_d2_f3 first_of_f1_e3_d2_f3 -1
 cross_f1_e3_d2_f3 second_of_f1_e3_d2_f3 -1
 cross_f1_e3_e2_f4 obj 1
 cross_f1_e3_e2_f4 crossed_f1_e3_e2_f4 -1
 cross_f1_e3_e2_f4 first_of_f1_e3_e2_f4 -1
 cross_f1_e3_e2_f4 second_of_f1_e3_e2_f4 -1
 cross_f1_e3_f2_d3 obj 1
 cross_f1_e3_f2_d3 crossed_f1_e3_f2_d3 -1
 cross_f1_e3_f2_d3 first_of_f1_e3_f2_d3 -1
 cross_f1_e3_f2_d3 second_of_f1_e3_f2_d3 -1
 cross_a2_c3_b2_a4 obj 1
 cross_a2_c3_b2_a4 crossed_a2_c3_b2_a4 -1
 cross_a2_c3_b2_a4 first_of_a2_c3_b2_a4 -1
 cross_a2_c3_b2_a4 second_of_a2_c3_b2_a4 -1
 cross_a2_c3_b2_c4 obj 1
 cross_a2_c3_b2_c4 crossed_a2_c3_b2_c4 -1
 cross_a2_c3_b2_c4 first_of_a2_c3_b2_c4 -1
 cross_a2_c3_b2_c4 second_of_a2_c3_b2_c4 -1
 cross_a2_c3_c2_a3 obj 1
 cross_a2_c3_c2_a3 crossed_a2_c3_c2_a3 -1
 cross_a2_c3_c2_a3 first_of_a2_c3_c2_a3 -1
 cross_a2_c3_c2_a3 second_of_a2_c3_c2_a3 -1
 cross_a2_c3_c2_b4 obj 1
 cross_a2_c3_c2_b4 crossed_a2_c3_c2_b4 -1
 cross_a2_c3_c2_b4 first_of_a2_c3_c2_b4 -1
 cross_a2_c3_c2_b4 second_of_a2_c3_c2_b4 -1
 cross_a2_c3_d2_b3 obj 1
 cross_a2_c3_d2_b3 crossed_a2_c3_d2_b3 -1
 cross_a2_c3_d2_b3 first_of_a2_c3_d2_b3 -1
 cross_a2_c3_d2_b3 second_of_a2_c3_d2_b3 -1
 cross_a2_b4_b2_a4 obj 1
 cross_a2_b4_b2_a4 crossed_a2_b4_b2_a4 -1
 cross_a2_b4_b2_a4 first_of_a2_b4_b2_a4 -1
 cross_a2_b4_b2_a4 second_of_a2_b4_b2_a4 -1
 cross_a2_b4_c2_a3 obj 1
 cross_a2_b4_c2_a3 crossed_a2_b4_c2_a3 -1
 cross_a2_b4_c2_a3 first_of_a2_b4_c2_a3 -1
 cross_a2_b4_c2_a3 second_of_a2_b4_c2_a3 -1
 cross_a2_b4_a3_c4 obj 1
 cross_a2_b4_a3_c4 crossed_a2_b4_a3_c4 -1
 cross_a2_b4_a3_c4 first_of_a2_b4_a3_c4 -1
 cross_a2_b4_a3_c4 second_of_a2_b4_a3_c4 -1
 cross_a2_b4_b3_a5 obj 1
 cross_a2_b4_b3_a5 crossed_a2_b4_b3_a5 -1
 cross_a2_b4_b3_a5 first_of_a2_b4_b3_a5 -1
 cross_a2_b4_b3_a5 second_of_a2_b4_b3_a5 -1
 cross_a2_b4_c3_a4 obj 1
 cross_a2_b4_c3_a4 crossed_a2_b4_c3_a4 -1
 cross_a2_b4_c3_a4 first_of_a2_b4_c3_a4 -1
 cross_a2_b4_c3_a4 second_of_a2_b4_c3_a4 -1
 cross_b2_d3_c2_a3 obj 1
 cross_b2_d3_c2_a3 crossed_b2_d3_c2_a3 -1
 cross_b2_d3_c2_a3 first_of_b2_d3_c2_a3 -1
 cross_b2_d3_c2_a3 second_of_b2_d3_c2_a3 -1
 cross_b2_d3_c2_b4 obj 1
 cross_b2_d3_c2_b4 crossed_b2_d3_c2_b4 -1
 cross_b2_d3_c2_b4 first_of_b2_d3_c2_b4 -1
 cross_b2_d3_c2_b4 second_of_b2_d3_c2_b4 -1
 cross_b2_d3_c2_d4 obj 1
 cross_b2_d3_c2_d4 crossed_b2_d3_c2_d4 -1
 cross_b2_d3_c2_d4 first_of_b2_d3_c2_d4 -1
 cross_b2_d3_c2_d4 second_of_b2_d3_c2_d4 -1
 cross_b2_d3_d2_b3 obj 1
 cross_b2_d3_d2_b3 crossed_b2_d3_d2_b3 -1
 cross_b2_d3_d2_b3 first_of_b2_d3_d2_b3 -1
 cross_b2_d3_d2_b3 second_of_b2_d3_d2_b3 -1
 cross_b2_d3_d2_c4 obj 1
 cross_b2_d3_d2_c4 crossed_b2_d3_d2_c4 -1
 cross_b2_d3_d2_c4 first_of_b2_d3_d2_c4 -1
 cross_b2_d3_d2_c4 second_of_b2_d3_d2_c4 -1
 cross_b2_d3_e2_c3 obj 1
 cross_b2_d3_e2_c3 crossed_b2_d3_e2_c3 -1
 cross_b2_d3_e2_c3 first_of_b2_d3_e2_c3 -1
 cross_b2_d3_e2_c3 second_of_b2_d3_e2_c3 -1
 cross_b2_a4_c2_a3 obj 1
 cross_b2_a4_c2_a3 crossed_b2_a4_c2_a3 -1
 cross_b2_a4_c2_a3 first_of_b2_a4_c2_a3 -1
 cross_b2_a4_c2_a3 second_of_b2_a4_c2_a3 -1
 cross_b2_a4_a3_c4 obj 1
 cross_b2_a4_a3_c4 crossed_b2_a4_a3_c4 -1
 cross_b2_a4_a3_c4 first_of_b2_a4_a3_c4 -1
 cross_b2_a4_a3_c4 second_of_b2_a4_a3_c4 -1
 cross_b2_a4_a3_b5 obj 1
 cross_b2_a4_a3_b5 crossed_b2_a4_a3_b5 -1
 cross_b2_a4_a3_b5 first_of_b2_a4_a3_b5 -1
 cross_b2_a4_a3_b5 second_of_b2_a4_a3_b5 -1
 cross_b2_c4_c2_a3 obj 1
 cross_b2_c4_c2_a3 crossed_b2_c4_c2_a3 -1
 cross_b2_c4_c2_a3 first_of_b2_c4_c2_a3 -1
 cross_b2_c4_c2_a3 second_of_b2_c4_c2_a3 -1
 cross_b2_c4_c2_b4 obj 1
 cross_b2_c4_c2_b4 crossed_b2_c4_c2_b4 -1
 cross_b2_c4_c2_b4 first_of_b2_c4_c2_b4 -1
 cross_b2_c4_c2_b4 second_of_b2_c4_c2_b4 -1
 cross_b2_c4_d2_b3 obj 1
 cross_b2_c4_d2_b3 crossed_b2_c4_d2_b3 -1
 cross_b2_c4_d2_b3 first_of_b2_c4_d2_b3 -1
 cross_b2_c4_d2_b3 second_of_b2_c4_d2_b3 -1
 cross_b2_c4_b3_d4 obj 1
 cross_b2_c4_b3_d4 crossed_b2_c4_b3_d4 -1
 cross_b2_c4_b3_d4 first_of_b2_c4_b3_d4 -1
 cross_b2_c4_b3_d4 second_of_b2_c4_b3_d4 -1
 cross_b2_c4_c3_a4 obj 1
 cross_b2_c4_c3_a4 crossed_b2_c4_c3_a4 -1
 cross_b2_c4_c3_a4 first_of_b2_c4_c3_a4 -1
 cross_b2_c4_c3_a4 second_of_b2_c4_c3_a4 -1
 cross_b2_c4_c3_b5 obj 1
 cross_b2_c4_c3_b5 crossed_b2_c4_c3_b5 -1
 cross_b2_c4_c3_b5 first_of_b2_c4_c3_b5 -1
 cross_b2_c4_c3_b5 second_of_b2_c4_c3_b5 -1
 cross_b2_c4_d3_b4 obj 1
 cross_b2_c4_d3_b4 crossed_b2_c4_d3_b4 -1
 cross_b2_c4_d3_b4 first_of_b2_c4_d3_b4 -1
 cross_b2_c4_d3_b4 second_of_b2_c4_d3_b4 -1
 cross_c2_e3_d2_b3 obj 1
 cross_c2_e3_d2_b3 crossed_c2_e3_d2_b3 -1
 cross_c2_e3_d2_b3 first_of_c2_e3_d2_b3 -1
 cross_c2_e3_d2_b3 second_of_c2_e3_d2_b3 -1
 cross_c2_e3_d2_c4 obj 1
 cross_c2_e3_d2_c4 crossed_c2_e3_d2_c4 -1
 cross_c2_e3_d2_c4 first_of_c2_e3_d2_c4 -1
 cross_c2_e3_d2_c4 second_of_c2_e3_d2_c4 -1
 cross_c2_e3_d2_e4 obj 1
 cross_c2_e3_d2_e4 crossed_c2_e3_d2_e4 -1
 cross_c2_e3_d2_e4 first_of_c2_e3_d2_e4 -1
 cross_c2_e3_d2_e4 second_of_c2_e3_d2_e4 -1
 cross_c2_e3_e2_c3 obj 1
 cross_c2_e3_e2_c3 crossed_c2_e3_e2_c3 -1
 cross_c2_e3_e2_c3 first_of_c2_e3_e2_c3 -1
 cross_c2_e3_e2_c3 second_of_c2_e3_e2_c3 -1
 cross_c2_e3_e2_d4 obj 1
 cross_c2_e3_e2_d4 crossed_c2_e3_e2_d4 -1
 cross_c2_e3_e2_d4 first_of_c2_e3_e2_d4 -1
 cross_c2_e3_e2_d4 second_of_c2_e3_e2_d4 -1
 cross_c2_e3_f2_d3 obj 1
 cross_c2_e3_f2_d3 crossed_c2_e3_f2_d3 -1
 cross_c2_e3_f2_d3 first_of_c2_e3_f2_d3 -1
 cross_c2_e3_f2_d3 second_of_c2_e3_f2_d3 -1
 cross_c2_b4_d2_b3 obj 1
 cross_c2_b4_d2_b3 crossed_c2_b4_d2_b3 -1
 cross_c2_b4_d2_b3 first_of_c2_b4_d2_b3 -1
 cross_c2_b4_d2_b3 second_of_c2_b4_d2_b3 -1
 cross_c2_b4_a3_c4 obj 1
 cross_c2_b4_a3_c4 crossed_c2_b4_a3_c4 -1
 cross_c2_b4_a3_c4 first_of_c2_b4_a3_c4 -1
 cross_c2_b4_a3_c4 second_of_c2_b4_a3_c4 -1
 cross_c2_b4_b3_d4 obj 1
 cross_c2_b4_b3_d4 crossed_c2_b4_b3_d4 -1
 cross_c2_b4_b3_d4 first_of_c2_b4_b3_d4 -1
 cross_c2_b4_b3_d4 second_of_c2_b4_b3_d4 -1
 cross_c2_b4_b3_c5 obj 1
 cross_c2_b4_b3_c5 crossed_c2_b4_b3_c5 -1
 cross_c2_b4_b3_c5 first_of_c2_b4_b3_c5 -1
 cross_c2_b4_b3_c5 second_of_c2_b4_b3_c5 -1
 cross_c2_b4_c3_a4 obj 1
 cross_c2_b4_c3_a4 crossed_c2_b4_c3_a4 -1
 cross_c2_b4_c3_a4 first_of_c2_b4_c3_a4 -1
 cross_c2_b4_c3_a4 second_of_c2_b4_c3_a4 -1
 cross_c2_d4_d2_b3 obj 1
 cross_c2_d4_d2_b3 crossed_c2_d4_d2_b3 -1
 cross_c2_d4_d2_b3 first_of_c2_d4_d2_b3 -1
 cross_c2_d4_d2_b3 second_of_c2_d4_d2_b3 -1
 cross_c2_d4_d2_c4 obj 1
 cross_c2_d4_d2_c4 crossed_c2_d4_d2_c4 -1
 cross_c2_d4_d2_c4 first_of_c2_d4_d2_c4 -1
 cross_c2_d4_d2_c4 second_of_c2_d4_d2_c4 -1
 cross_c2_d4_e2_c3 obj 1
 cross_c2_d4_e2_c3 crossed_c2_d4_e2_c3 -1
 cross_c2_d4_e2_c3 first_of_c2_d4_e2_c3 -1
 cross_c2_d4_e2_c3 second_of_c2_d4_e2_c3 -1
 cross_c2_d4_c3_e4 obj 1
 cross_c2_d4_c3_e4 crossed_c2_d4_c3_e4 -1
 cross_c2_d4_c3_e4 first_of_c2_d4_c3_e4 -1
 cross_c2_d4_c3_e4 second_of_c2_d4_c3_e4 -1
 cross_c2_d4_d3_b4 obj 1
 cross_c2_d4_d3_b4 crossed_c2_d4_d3_b4 -1
 cross_c2_d4_d3_b4 first_of_c2_d4_d3_b4 -1
 cross_c2_d4_d3_b4 second_of_c2_d4_d3_b4 -1
 cross_c2_d4_d3_c5 obj 1
 cross_c2_d4_d3_c5 crossed_c2_d4_d3_c5 -1
 cross_c2_d4_d3_c5 first_of_c2_d4_d3_c5 -1
 cross_c2_d4_d3_c5 second_of_c2_d4_d3_c5 -1
 cross_c2_d4_e3_c4 obj 1
 cross_c2_d4_e3_c4 crossed_c2_d4_e3_c4 -1
 cross_c2_d4_e3_c4 first_of_c2_d4_e3_c4 -1
 cross_c2_d4_e3_c4 second_of_c2_d4_e3_c4 -1
 cross_d2_f3_e2_c3 obj 1
 cross_d2_f3_e2_c3 crossed_d2_f3_e2_c3 -1
 cross_d2_f3_e2_c3 first_of_d2_f3_e2_c3 -1
 cross_d2_f3_e2_c3 second_of_d2_f3_e2_c3 -1
 cross_d2_f3_e2_d4 obj 1
 cross_d2_f3_e2_d4 crossed_d2_f3_e2_d4 -1
 cross_d2_f3_e2_d4 first_of_d2_f3_e2_d4 -1
 cross_d2_f3_e2_d4 second_of_d2_f3_e2_d4 -1
 cross_d2_f3_e2_f4 obj 1
 cross_d2_f3_e2_f4 crossed_d2_f3_e2_f4 -1
 cross_d2_f3_e2_f4 first_of_d2_f3_e2_f4 -1
 cross_d2_f3_e2_f4 second_of_d2_f3_e2_f4 -1
 cross_d2_f3_f2_d3 obj 1
 cross_d2_f3_f2_d3 crossed_d2_f3_f2_d3 -1
 cross_d2_f3_f2_d3 first_of_d2_f3_f2_d3 -1
 cross_d2_f3_f2_d3 second_of_d2_f3_f2_d3 -1
 cross_d2_f3_f2_e4 obj 1
 cross_d2_f3_f2_e4 crossed_d2_f3_f2_e4 -1
 cross_d2_f3_f2_e4 first_of_d2_f3_f2_e4 -1
 cross_d2_f3_f2_e4 second_of_d2_f3_f2_e4 -1
 cross_d2_c4_e2_c3 obj 1
 cross_d2_c4_e2_c3 crossed_d2_c4_e2_c3 -1
 cross_d2_c4_e2_c3 first_of_d2_c4_e2_c3 -1
 cross_d2_c4_e2_c3 second_of_d2_c4_e2_c3 -1
 cross_d2_c4_b3_d4 obj 1
 cross_d2_c4_b3_d4 crossed_d2_c4_b3_d4 -1
 cross_d2_c4_b3_d4 first_of_d2_c4_b3_d4 -1
 cross_d2_c4_b3_d4 second_of_d2_c4_b3_d4 -1
 cross_d2_c4_c3_e4 obj 1
 cross_d2_c4_c3_e4 crossed_d2_c4_c3_e4 -1
 cross_d2_c4_c3_e4 first_of_d2_c4_c3_e4 -1
 cross_d2_c4_c3_e4 second_of_d2_c4_c3_e4 -1
 cross_d2_c4_c3_d5 obj 1
 cross_d2_c4_c3_d5 crossed_d2_c4_c3_d5 -1
 cross_d2_c4_c3_d5 first_of_d2_c4_c3_d5 -1
 cross_d2_c4_c3_d5 second_of_d2_c4_c3_d5 -1
 cross_d2_c4_d3_b4 obj 1
 cross_d2_c4_d3_b4 crossed_d2_c4_d3_b4 -1
 cross_d2_c4_d3_b4 first_of_d2_c4_d3_b4 -1
 cross_d2_c4_d3_b4 second_of_d2_c4_d3_b4 -1
 cross_d2_e4_e2_c3 obj 1
 cross_d2_e4_e2_c3 crossed_d2_e4_e2_c3 -1
 cross_d2_e4_e2_c3 first_of_d2_e4_e2_c3 -1
 cross_d2_e4_e2_c3 second_of_d2_e4_e2_c3 -1
 cross_d2_e4_e2_d4 obj 1
 cross_d2_e4_e2_d4 crossed_d2_e4_e2_d4 -1
 cross_d2_e4_e2_d4 first_of_d2_e4_e2_d4 -1
 cross_d2_e4_e2_d4 second_of_d2_e4_e2_d4 -1
 cross_d2_e4_f2_d3 obj 1
 cross_d2_e4_f2_d3 crossed_d2_e4_f2_d3 -1
 cross_d2_e4_f2_d3 first_of_d2_e4_f2_d3 -1
 cross_d2_e4_f2_d3 second_of_d2_e4_f2_d3 -1
 cross_d2_e4_d3_f4 obj 1
 cross_d2_e4_d3_f4 crossed_d2_e4_d3_f4 -1
 cross_d2_e4_d3_f4 first_of_d2_e4_d3_f4 -1
 cross_d2_e4_d3_f4 second_of_d2_e4_d3_f4 -1
 cross_d2_e4_e3_c4 obj 1
 cross_d2_e4_e3_c4 crossed_d2_e4_e3_c4 -1
 cross_d2_e4_e3_c4 first_of_d2_e4_e3_c4 -1
 cross_d2_e4_e3_c4 second_of_d2_e4_e3_c4 -1
 cross_d2_e4_e3_d5 obj 1
 cross_d2_e4_e3_d5 crossed_d2_e4_e3_d5 -1
 cross_d2_e4_e3_d5 first_of_d2_e4_e3_d5 -1
 cross_d2_e4_e3_d5 second_of_d2_e4_e3_d5 -1
 cross_d2_e4_f3_d4 obj 1
 cross_d2_e4_f3_d4 crossed_d2_e4_f3_d4 -1
 cross_d2_e4_f3_d4 first_of_d2_e4_f3_d4 -1
 cross_d2_e4_f3_d4 second_of_d2_e4_f3_d4 -1
 cross_e2_d4_f2_d3 obj 1
 cross_e2_d4_f2_d3 crossed_e2_d4_f2_d3 -1
 cross_e2_d4_f2_d3 first_of_e2_d4_f2_d3 -1
 cross_e2_d4_f2_d3 second_of_e2_d4_f2_d3 -1
 cross_e2_d4_c3_e4 obj 1
 cross_e2_d4_c3_e4 crossed_e2_d4_c3_e4 -1
 cross_e2_d4_c3_e4 first_of_e2_d4_c3_e4 -1
 cross_e2_d4_c3_e4 second_of_e2_d4_c3_e4 -1
 cross_e2_d4_d3_f4 obj 1
 cross_e2_d4_d3_f4 crossed_e2_d4_d3_f4 -1
 cross_e2_d4_d3_f4 first_of_e2_d4_d3_f4 -1
 cross_e2_d4_d3_f4 second_of_e2_d4_d3_f4 -1
 cross_e2_d4_d3_e5 obj 1
 cross_e2_d4_d3_e5 crossed_e2_d4_d3_e5 -1
 cross_e2_d4_d3_e5 first_of_e2_d4_d3_e5 -1
 cross_e2_d4_d3_e5 second_of_e2_d4_d3_e5 -1
 cross_e2_d4_e3_c4 obj 1
 cross_e2_d4_e3_c4 crossed_e2_d4_e3_c4 -1
 cross_e2_d4_e3_c4 first_of_e2_d4_e3_c4 -1
 cross_e2_d4_e3_c4 second_of_e2_d4_e3_c4 -1
 cross_e2_f4_f2_d3 obj 1
 cross_e2_f4_f2_d3 crossed_e2_f4_f2_d3 -1
 cross_e2_f4_f2_d3 first_of_e2_f4_f2_d3 -1
 cross_e2_f4_f2_d3 second_of_e2_f4_f2_d3 -1
 cross_e2_f4_f2_e4 obj 1
 cross_e2_f4_f2_e4 crossed_e2_f4_f2_e4 -1
 cross_e2_f4_f2_e4 first_of_e2_f4_f2_e4 -1
 cross_e2_f4_f2_e4 second_of_e2_f4_f2_e4 -1
 cross_e2_f4_f3_d4 obj 1
 cross_e2_f4_f3_d4 crossed_e2_f4_f3_d4 -1
 cross_e2_f4_f3_d4 first_of_e2_f4_f3_d4 -1
 cross_e2_f4_f3_d4 second_of_e2_f4_f3_d4 -1
 cross_e2_f4_f3_e5 obj 1
 cross_e2_f4_f3_e5 crossed_e2_f4_f3_e5 -1
 cross_e2_f4_f3_e5 first_of_e2_f4_f3_e5 -1
 cross_e2_f4_f3_e5 second_of_e2_f4_f3_e5 -1
 cross_f2_e4_d3_f4 obj 1
 cross_f2_e4_d3_f4 crossed_f2_e4_d3_f4 -1
 cross_f2_e4_d3_f4 first_of_f2_e4_d3_f4 -1
 cross_f2_e4_d3_f4 second_of_f2_e4_d3_f4 -1
 cross_f2_e4_e3_f5 obj 1
 cross_f2_e4_e3_f5 crossed_f2_e4_e3_f5 -1
 cross_f2_e4_e3_f5 first_of_f2_e4_e3_f5 -1
 cross_f2_e4_e3_f5 second_of_f2_e4_e3_f5 -1
 cross_f2_e4_f3_d4 obj 1
 cross_f2_e4_f3_d4 crossed_f2_e4_f3_d4 -1
 cross_f2_e4_f3_d4 first_of_f2_e4_f3_d4 -1
 cross_f2_e4_f3_d4 second_of_f2_e4_f3_d4 -1
 cross_a3_c4_b3_a5 obj 1
 cross_a3_c4_b3_a5 crossed_a3_c4_b3_a5 -1
 cross_a3_c4_b3_a5 first_of_a3_c4_b3_a5 -1
 cross_a3_c4_b3_a5 second_of_a3_c4_b3_a5 -1
 cross_a3_c4_b3_c5 obj 1
 cross_a3_c4_b3_c5 crossed_a3_c4_b3_c5 -1
 cross_a3_c4_b3_c5 first_of_a3_c4_b3_c5 -1
 cross_a3_c4_b3_c5 second_of_a3_c4_b3_c5 -1
 cross_a3_c4_c3_a4 obj 1
 cross_a3_c4_c3_a4 crossed_a3_c4_c3_a4 -1
 cross_a3_c4_c3_a4 first_of_a3_c4_c3_a4 -1
 cross_a3_c4_c3_a4 second_of_a3_c4_c3_a4 -1
 cross_a3_c4_c3_b5 obj 1
 cross_a3_c4_c3_b5 crossed_a3_c4_c3_b5 -1
 cross_a3_c4_c3_b5 first_of_a3_c4_c3_b5 -1
 cross_a3_c4_c3_b5 second_of_a3_c4_c3_b5 -1
 cross_a3_c4_d3_b4 obj 1
 cross_a3_c4_d3_b4 crossed_a3_c4_d3_b4 -1
 cross_a3_c4_d3_b4 first_of_a3_c4_d3_b4 -1
 cross_a3_c4_d3_b4 second_of_a3_c4_d3_b4 -1
 cross_a3_b5_b3_a5 obj 1
 cross_a3_b5_b3_a5 crossed_a3_b5_b3_a5 -1
 cross_a3_b5_b3_a5 first_of_a3_b5_b3_a5 -1
 cross_a3_b5_b3_a5 second_of_a3_b5_b3_a5 -1
 cross_a3_b5_c3_a4 obj 1
 cross_a3_b5_c3_a4 crossed_a3_b5_c3_a4 -1
 cross_a3_b5_c3_a4 first_of_a3_b5_c3_a4 -1
 cross_a3_b5_c3_a4 second_of_a3_b5_c3_a4 -1
 cross_a3_b5_a4_c5 obj 1
 cross_a3_b5_a4_c5 crossed_a3_b5_a4_c5 -1
 cross_a3_b5_a4_c5 first_of_a3_b5_a4_c5 -1
 cross_a3_b5_a4_c5 second_of_a3_b5_a4_c5 -1
 cross_a3_b5_c4_a5 obj 1
 cross_a3_b5_c4_a5 crossed_a3_b5_c4_a5 -1
 cross_a3_b5_c4_a5 first_of_a3_b5_c4_a5 -1
 cross_a3_b5_c4_a5 second_of_a3_b5_c4_a5 -1
 cross_b3_d4_c3_a4 obj 1
 cross_b3_d4_c3_a4 crossed_b3_d4_c3_a4 -1
 cross_b3_d4_c3_a4 first_of_b3_d4_c3_a4 -1
 cross_b3_d4_c3_a4 second_of_b3_d4_c3_a4 -1
 cross_b3_d4_c3_b5 obj 1
 cross_b3_d4_c3_b5 crossed_b3_d4_c3_b5 -1
 cross_b3_d4_c3_b5 first_of_b3_d4_c3_b5 -1
 cross_b3_d4_c3_b5 second_of_b3_d4_c3_b5 -1
 cross_b3_d4_c3_d5 obj 1
 cross_b3_d4_c3_d5 crossed_b3_d4_c3_d5 -1
 cross_b3_d4_c3_d5 first_of_b3_d4_c3_d5 -1
 cross_b3_d4_c3_d5 second_of_b3_d4_c3_d5 -1
 cross_b3_d4_d3_b4 obj 1
 cross_b3_d4_d3_b4 crossed_b3_d4_d3_b4 -1
 cross_b3_d4_d3_b4 first_of_b3_d4_d3_b4 -1
 cross_b3_d4_d3_b4 second_of_b3_d4_d3_b4 -1
 cross_b3_d4_d3_c5 obj 1
 cross_b3_d4_d3_c5 crossed_b3_d4_d3_c5 -1
 cross_b3_d4_d3_c5 first_of_b3_d4_d3_c5 -1
 cross_b3_d4_d3_c5 second_of_b3_d4_d3_c5 -1
 cross_b3_d4_e3_c4 obj 1
 cross_b3_d4_e3_c4 crossed_b3_d4_e3_c4 -1
 cross_b3_d4_e3_c4 first_of_b3_d4_e3_c4 -1
 cross_b3_d4_e3_c4 second_of_b3_d4_e3_c4 -1
 cross_b3_a5_c3_a4 obj 1
 cross_b3_a5_c3_a4 crossed_b3_a5_c3_a4 -1
 cross_b3_a5_c3_a4 first_of_b3_a5_c3_a4 -1
 cross_b3_a5_c3_a4 second_of_b3_a5_c3_a4 -1
 cross_b3_a5_a4_c5 obj 1
 cross_b3_a5_a4_c5 crossed_b3_a5_a4_c5 -1
 cross_b3_a5_a4_c5 first_of_b3_a5_a4_c5 -1
 cross_b3_a5_a4_c5 second_of_b3_a5_a4_c5 -1
 cross_b3_c5_c3_a4 obj 1
 cross_b3_c5_c3_a4 crossed_b3_c5_c3_a4 -1
 cross_b3_c5_c3_a4 first_of_b3_c5_c3_a4 -1
 cross_b3_c5_c3_a4 second_of_b3_c5_c3_a4 -1
 cross_b3_c5_c3_b5 obj 1
 cross_b3_c5_c3_b5 crossed_b3_c5_c3_b5 -1
 cross_b3_c5_c3_b5 first_of_b3_c5_c3_b5 -1
 cross_b3_c5_c3_b5 second_of_b3_c5_c3_b5 -1
 cross_b3_c5_d3_b4 obj 1
 cross_b3_c5_d3_b4 crossed_b3_c5_d3_b4 -1
 cross_b3_c5_d3_b4 first_of_b3_c5_d3_b4 -1
 cross_b3_c5_d3_b4 second_of_b3_c5_d3_b4 -1
 cross_b3_c5_b4_d5 obj 1
 cross_b3_c5_b4_d5 crossed_b3_c5_b4_d5 -1
 cross_b3_c5_b4_d5 first_of_b3_c5_b4_d5 -1
 cross_b3_c5_b4_d5 second_of_b3_c5_b4_d5 -1
 cross_b3_c5_c4_a5 obj 1
 cross_b3_c5_c4_a5 crossed_b3_c5_c4_a5 -1
 cross_b3_c5_c4_a5 first_of_b3_c5_c4_a5 -1
 cross_b3_c5_c4_a5 second_of_b3_c5_c4_a5 -1
 cross_b3_c5_d4_b5 obj 1
 cross_b3_c5_d4_b5 crossed_b3_c5_d4_b5 -1
 cross_b3_c5_d4_b5 first_of_b3_c5_d4_b5 -1
 cross_b3_c5_d4_b5 second_of_b3_c5_d4_b5 -1
 cross_c3_e4_d3_b4 obj 1
 cross_c3_e4_d3_b4 crossed_c3_e4_d3_b4 -1
 cross_c3_e4_d3_b4 first_of_c3_e4_d3_b4 -1
 cross_c3_e4_d3_b4 second_of_c3_e4_d3_b4 -1
 cross_c3_e4_d3_c5 obj 1
 cross_c3_e4_d3_c5 crossed_c3_e4_d3_c5 -1
 cross_c3_e4_d3_c5 first_of_c3_e4_d3_c5 -1
 cross_c3_e4_d3_c5 second_of_c3_e4_d3_c5 -1
 cross_c3_e4_d3_e5 obj 1
 cross_c3_e4_d3_e5 crossed_c3_e4_d3_e5 -1
 cross_c3_e4_d3_e5 first_of_c3_e4_d3_e5 -1
 cross_c3_e4_d3_e5 second_of_c3_e4_d3_e5 -1
 cross_c3_e4_e3_c4 obj 1
 cross_c3_e4_e3_c4 crossed_c3_e4_e3_c4 -1
 cross_c3_e4_e3_c4 first_of_c3_e4_e3_c4 -1
 cross_c3_e4_e3_c4 second_of_c3_e4_e3_c4 -1
 cross_c3_e4_e3_d5 obj 1
 cross_c3_e4_e3_d5 crossed_c3_e4_e3_d5 -1
 cross_c3_e4_e3_d5 first_of_c3_e4_e3_d5 -1
 cross_c3_e4_e3_d5 second_of_c3_e4_e3_d5 -1
 cross_c3_e4_f3_d4 obj 1
 cross_c3_e4_f3_d4 crossed_c3_e4_f3_d4 -1
 cross_c3_e4_f3_d4 first_of_c3_e4_f3_d4 -1
 cross_c3_e4_f3_d4 second_of_c3_e4_f3_d4 -1
 cross_c3_b5_d3_b4 obj 1
 cross_c3_b5_d3_b4 crossed_c3_b5_d3_b4 -1
 cross_c3_b5_d3_b4 first_of_c3_b5_d3_b4 -1
 cross_c3_b5_d3_b4 second_of_c3_b5_d3_b4 -1
 cross_c3_b5_a4_c5 obj 1
 cross_c3_b5_a4_c5 crossed_c3_b5_a4_c5 -1
 cross_c3_b5_a4_c5 first_of_c3_b5_a4_c5 -1
 cross_c3_b5_a4_c5 second_of_c3_b5_a4_c5 -1
 cross_c3_b5_b4_d5 obj 1
 cross_c3_b5_b4_d5 crossed_c3_b5_b4_d5 -1
 cross_c3_b5_b4_d5 first_of_c3_b5_b4_d5 -1
 cross_c3_b5_b4_d5 second_of_c3_b5_b4_d5 -1
 cross_c3_b5_c4_a5 obj 1
 cross_c3_b5_c4_a5 crossed_c3_b5_c4_a5 -1
 cross_c3_b5_c4_a5 first_of_c3_b5_c4_a5 -1
 cross_c3_b5_c4_a5 second_of_c3_b5_c4_a5 -1
 cross_c3_d5_d3_b4 obj 1
 cross_c3_d5_d3_b4 crossed_c3_d5_d3_b4 -1
 cross_c3_d5_d3_b4 first_of_c3_d5_d3_b4 -1
 cross_c3_d5_d3_b4 second_of_c3_d5_d3_b4 -1
 cross_c3_d5_d3_c5 obj 1
 cross_c3_d5_d3_c5 crossed_c3_d5_d3_c5 -1
 cross_c3_d5_d3_c5 first_of_c3_d5_d3_c5 -1
 cross_c3_d5_d3_c5 second_of_c3_d5_d3_c5 -1
 cross_c3_d5_e3_c4 obj 1
 cross_c3_d5_e3_c4 crossed_c3_d5_e3_c4 -1
 cross_c3_d5_e3_c4 first_of_c3_d5_e3_c4 -1
 cross_c3_d5_e3_c4 second_of_c3_d5_e3_c4 -1
 cross_c3_d5_c4_e5 obj 1
 cross_c3_d5_c4_e5 crossed_c3_d5_c4_e5 -1
 cross_c3_d5_c4_e5 first_of_c3_d5_c4_e5 -1
 cross_c3_d5_c4_e5 second_of_c3_d5_c4_e5 -1
 cross_c3_d5_d4_b5 obj 1
 cross_c3_d5_d4_b5 crossed_c3_d5_d4_b5 -1
 cross_c3_d5_d4_b5 first_of_c3_d5_d4_b5 -1
 cross_c3_d5_d4_b5 second_of_c3_d5_d4_b5 -1
 cross_c3_d5_e4_c5 obj 1
 cross_c3_d5_e4_c5 crossed_c3_d5_e4_c5 -1
 cross_c3_d5_e4_c5 first_of_c3_d5_e4_c5 -1
 cross_c3_d5_e4_c5 second_of_c3_d5_e4_c5 -1
 cross_d3_f4_e3_c4 obj 1
 cross_d3_f4_e3_c4 crossed_d3_f4_e3_c4 -1
 cross_d3_f4_e3_c4 first_of_d3_f4_e3_c4 -1
 cross_d3_f4_e3_c4 second_of_d3_f4_e3_c4 -1
 cross_d3_f4_e3_d5 obj 1
 cross_d3_f4_e3_d5 crossed_d3_f4_e3_d5 -1
 cross_d3_f4_e3_d5 first_of_d3_f4_e3_d5 -1
 cross_d3_f4_e3_d5 second_of_d3_f4_e3_d5 -1
 cross_d3_f4_e3_f5 obj 1
 cross_d3_f4_e3_f5 crossed_d3_f4_e3_f5 -1
 cross_d3_f4_e3_f5 first_of_d3_f4_e3_f5 -1
 cross_d3_f4_e3_f5 second_of_d3_f4_e3_f5 -1
 cross_d3_f4_f3_d4 obj 1
 cross_d3_f4_f3_d4 crossed_d3_f4_f3_d4 -1
 cross_d3_f4_f3_d4 first_of_d3_f4_f3_d4 -1
 cross_d3_f4_f3_d4 second_of_d3_f4_f3_d4 -1
 cross_d3_f4_f3_e5 obj 1
 cross_d3_f4_f3_e5 crossed_d3_f4_f3_e5 -1
 cross_d3_f4_f3_e5 first_of_d3_f4_f3_e5 -1
 cross_d3_f4_f3_e5 second_of_d3_f4_f3_e5 -1
 cross_d3_c5_e3_c4 obj 1
 cross_d3_c5_e3_c4 crossed_d3_c5_e3_c4 -1
 cross_d3_c5_e3_c4 first_of_d3_c5_e3_c4 -1
 cross_d3_c5_e3_c4 second_of_d3_c5_e3_c4 -1
 cross_d3_c5_b4_d5 obj 1
 cross_d3_c5_b4_d5 crossed_d3_c5_b4_d5 -1
 cross_d3_c5_b4_d5 first_of_d3_c5_b4_d5 -1
 cross_d3_c5_b4_d5 second_of_d3_c5_b4_d5 -1
 cross_d3_c5_c4_e5 obj 1
 cross_d3_c5_c4_e5 crossed_d3_c5_c4_e5 -1
 cross_d3_c5_c4_e5 first_of_d3_c5_c4_e5 -1
 cross_d3_c5_c4_e5 second_of_d3_c5_c4_e5 -1
 cross_d3_c5_d4_b5 obj 1
 cross_d3_c5_d4_b5 crossed_d3_c5_d4_b5 -1
 cross_d3_c5_d4_b5 first_of_d3_c5_d4_b5 -1
 cross_d3_c5_d4_b5 second_of_d3_c5_d4_b5 -1
 cross_d3_e5_e3_c4 obj 1
 cross_d3_e5_e3_c4 crossed_d3_e5_e3_c4 -1
 cross_d3_e5_e3_c4 first_of_d3_e5_e3_c4 -1
 cross_d3_e5_e3_c4 second_of_d3_e5_e3_c4 -1
 cross_d3_e5_e3_d5 obj 1
 cross_d3_e5_e3_d5 crossed_d3_e5_e3_d5 -1
 cross_d3_e5_e3_d5 first_of_d3_e5_e3_d5 -1
 cross_d3_e5_e3_d5 second_of_d3_e5_e3_d5 -1
 cross_d3_e5_f3_d4 obj 1
 cross_d3_e5_f3_d4 crossed_d3_e5_f3_d4 -1
 cross_d3_e5_f3_d4 first_of_d3_e5_f3_d4 -1
 cross_d3_e5_f3_d4 second_of_d3_e5_f3_d4 -1
 cross_d3_e5_d4_f5 obj 1
 cross_d3_e5_d4_f5 crossed_d3_e5_d4_f5 -1
 cross_d3_e5_d4_f5 first_of_d3_e5_d4_f5 -1
 cross_d3_e5_d4_f5 second_of_d3_e5_d4_f5 -1
 cross_d3_e5_e4_c5 obj 1
 cross_d3_e5_e4_c5 crossed_d3_e5_e4_c5 -1
 cross_d3_e5_e4_c5 first_of_d3_e5_e4_c5 -1
 cross_d3_e5_e4_c5 second_of_d3_e5_e4_c5 -1
 cross_d3_e5_f4_d5 obj 1
 cross_d3_e5_f4_d5 crossed_d3_e5_f4_d5 -1
 cross_d3_e5_f4_d5 first_of_d3_e5_f4_d5 -1
 cross_d3_e5_f4_d5 second_of_d3_e5_f4_d5 -1
 cross_e3_d5_f3_d4 obj 1
 cross_e3_d5_f3_d4 crossed_e3_d5_f3_d4 -1
 cross_e3_d5_f3_d4 first_of_e3_d5_f3_d4 -1
 cross_e3_d5_f3_d4 second_of_e3_d5_f3_d4 -1
 cross_e3_d5_c4_e5 obj 1
 cross_e3_d5_c4_e5 crossed_e3_d5_c4_e5 -1
 cross_e3_d5_c4_e5 first_of_e3_d5_c4_e5 -1
 cross_e3_d5_c4_e5 second_of_e3_d5_c4_e5 -1
 cross_e3_d5_d4_f5 obj 1
 cross_e3_d5_d4_f5 crossed_e3_d5_d4_f5 -1
 cross_e3_d5_d4_f5 first_of_e3_d5_d4_f5 -1
 cross_e3_d5_d4_f5 second_of_e3_d5_d4_f5 -1
 cross_e3_d5_e4_c5 obj 1
 cross_e3_d5_e4_c5 crossed_e3_d5_e4_c5 -1
 cross_e3_d5_e4_c5 first_of_e3_d5_e4_c5 -1
 cross_e3_d5_e4_c5 second_of_e3_d5_e4_c5 -1
 cross_e3_f5_f3_d4 obj 1
 cross_e3_f5_f3_d4 crossed_e3_f5_f3_d4 -1
 cross_e3_f5_f3_d4 first_of_e3_f5_f3_d4 -1
 cross_e3_f5_f3_d4 second_of_e3_f5_f3_d4 -1
 cross_e3_f5_f3_e5 obj 1
 cross_e3_f5_f3_e5 crossed_e3_f5_f3_e5 -1
 cross_e3_f5_f3_e5 first_of_e3_f5_f3_e5 -1
 cross_e3_f5_f3_e5 second_of_e3_f5_f3_e5 -1
 cross_e3_f5_f4_d5 obj 1
 cross_e3_f5_f4_d5 crossed_e3_f5_f4_d5 -1
 cross_e3_f5_f4_d5 first_of_e3_f5_f4_d5 -1
 cross_e3_f5_f4_d5 second_of_e3_f5_f4_d5 -1
 cross_f3_e5_d4_f5 obj 1
 cross_f3_e5_d4_f5 crossed_f3_e5_d4_f5 -1
 cross_f3_e5_d4_f5 first_of_f3_e5_d4_f5 -1
 cross_f3_e5_d4_f5 second_of_f3_e5_d4_f5 -1
 cross_f3_e5_f4_d5 obj 1
 cross_f3_e5_f4_d5 crossed_f3_e5_f4_d5 -1
 cross_f3_e5_f4_d5 first_of_f3_e5_f4_d5 -1
 cross_f3_e5_f4_d5 second_of_f3_e5_f4_d5 -1
 cross_a4_c5_c4_a5 obj 1
 cross_a4_c5_c4_a5 crossed_a4_c5_c4_a5 -1
 cross_a4_c5_c4_a5 first_of_a4_c5_c4_a5 -1
 cross_a4_c5_c4_a5 second_of_a4_c5_c4_a5 -1
 cross_a4_c5_d4_b5 obj 1
 cross_a4_c5_d4_b5 crossed_a4_c5_d4_b5 -1
 cross_a4_c5_d4_b5 first_of_a4_c5_d4_b5 -1
 cross_a4_c5_d4_b5 second_of_a4_c5_d4_b5 -1
 cross_b4_d5_c4_a5 obj 1
 cross_b4_d5_c4_a5 crossed_b4_d5_c4_a5 -1
 cross_b4_d5_c4_a5 first_of_b4_d5_c4_a5 -1
 cross_b4_d5_c4_a5 second_of_b4_d5_c4_a5 -1
 cross_b4_d5_d4_b5 obj 1
 cross_b4_d5_d4_b5 crossed_b4_d5_d4_b5 -1
 cross_b4_d5_d4_b5 first_of_b4_d5_d4_b5 -1
 cross_b4_d5_d4_b5 second_of_b4_d5_d4_b5 -1
 cross_b4_d5_e4_c5 obj 1
 cross_b4_d5_e4_c5 crossed_b4_d5_e4_c5 -1
 cross_b4_d5_e4_c5 first_of_b4_d5_e4_c5 -1
 cross_b4_d5_e4_c5 second_of_b4_d5_e4_c5 -1
 cross_c4_e5_d4_b5 obj 1
 cross_c4_e5_d4_b5 crossed_c4_e5_d4_b5 -1
 cross_c4_e5_d4_b5 first_of_c4_e5_d4_b5 -1
 cross_c4_e5_d4_b5 second_of_c4_e5_d4_b5 -1
 cross_c4_e5_e4_c5 obj 1
 cross_c4_e5_e4_c5 crossed_c4_e5_e4_c5 -1
 cross_c4_e5_e4_c5 first_of_c4_e5_e4_c5 -1
 cross_c4_e5_e4_c5 second_of_c4_e5_e4_c5 -1
 cross_c4_e5_f4_d5 obj 1
 cross_c4_e5_f4_d5 crossed_c4_e5_f4_d5 -1
 cross_c4_e5_f4_d5 first_of_c4_e5_f4_d5 -1
 cross_c4_e5_f4_d5 second_of_c4_e5_f4_d5 -1
 cross_d4_f5_e4_c5 obj 1
 cross_d4_f5_e4_c5 crossed_d4_f5_e4_c5 -1
 cross_d4_f5_e4_c5 first_of_d4_f5_e4_c5 -1
 cross_d4_f5_e4_c5 second_of_d4_f5_e4_c5 -1
 cross_d4_f5_f4_d5 obj 1
 cross_d4_f5_f4_d5 crossed_d4_f5_f4_d5 -1
 cross_d4_f5_f4_d5 first_of_d4_f5_f4_d5 -1
 cross_d4_f5_f4_d5 second_of_d4_f5_f4_d5 -1
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
 rhs send_a1 29
 rhs keep_b1 -1
 rhs keep_c1 -1
 rhs keep_d1 -1
 rhs keep_e1 -1
 rhs keep_f1 -1
 rhs keep_a2 -1
 rhs keep_b2 -1
 rhs keep_c2 -1
 rhs keep_d2 -1
 rhs keep_e2 -1
 rhs keep_f2 -1
 rhs keep_a3 -1
 rhs keep_b3 -1
 rhs keep_c3 -1
 rhs keep_d3 -1
 rhs keep_e3 -1
 rhs keep_f3 -1
 rhs keep_a4 -1
 rhs keep_b4 -1
 rhs keep_c4 -1
 rhs keep_d4 -1
 rhs keep_e4 -1
 rhs keep_f4 -1
 rhs keep_a5 -1
 rhs keep_b5 -1
 rhs keep_c5 -1
 rhs keep_d5 -1
 rhs keep_e5 -1
 rhs keep_f5 -1
 rhs crossed_a1_c2_b1_a3 1
 rhs crossed_a1_c2_b1_c3 1
 rhs crossed_a1_c2_c1_a2 1
 rhs crossed_a1_c2_c1_b3 1
 rhs crossed_a1_c2_d1_b2 1
 rhs crossed_a1_b3_b1_a3 1
 rhs crossed_a1_b3_c1_a2 1
 rhs crossed_a1_b3_a2_c3 1
 rhs crossed_a1_b3_b2_a4 1
 rhs crossed_a1_b3_c2_a3 1
 rhs crossed_b1_d2_c1_a2 1
 rhs crossed_b1_d2_c1_b3 1
 rhs crossed_b1_d2_c1_d3 1
 rhs crossed_b1_d2_d1_b2 1
 rhs crossed_b1_d2_d1_c3 1
 rhs crossed_b1_d2_e1_c2 1
 rhs crossed_b1_a3_c1_a2 1
 rhs crossed_b1_a3_a2_c3 1
 rhs crossed_b1_a3_a2_b4 1
 rhs crossed_b1_c3_c1_a2 1
 rhs crossed_b1_c3_c1_b3 1
 rhs crossed_b1_c3_d1_b2 1
 rhs crossed_b1_c3_b2_d3 1
 rhs crossed_b1_c3_c2_a3 1
 rhs crossed_b1_c3_c2_b4 1
 rhs crossed_b1_c3_d2_b3 1
 rhs crossed_c1_e2_d1_b2 1
 rhs crossed_c1_e2_d1_c3 1
 rhs crossed_c1_e2_d1_e3 1
 rhs crossed_c1_e2_e1_c2 1
 rhs crossed_c1_e2_e1_d3 1
 rhs crossed_c1_e2_f1_d2 1
 rhs crossed_c1_b3_d1_b2 1
 rhs crossed_c1_b3_a2_c3 1
 rhs crossed_c1_b3_b2_d3 1
 rhs crossed_c1_b3_b2_c4 1
 rhs crossed_c1_b3_c2_a3 1
 rhs crossed_c1_d3_d1_b2 1
 rhs crossed_c1_d3_d1_c3 1
 rhs crossed_c1_d3_e1_c2 1
 rhs crossed_c1_d3_c2_e3 1
 rhs crossed_c1_d3_d2_b3 1
 rhs crossed_c1_d3_d2_c4 1
 rhs crossed_c1_d3_e2_c3 1
 rhs crossed_d1_f2_e1_c2 1
 rhs crossed_d1_f2_e1_d3 1
 rhs crossed_d1_f2_e1_f3 1
 rhs crossed_d1_f2_f1_d2 1
 rhs crossed_d1_f2_f1_e3 1
 rhs crossed_d1_c3_e1_c2 1
 rhs crossed_d1_c3_b2_d3 1
 rhs crossed_d1_c3_c2_e3 1
 rhs crossed_d1_c3_c2_d4 1
 rhs crossed_d1_c3_d2_b3 1
 rhs crossed_d1_e3_e1_c2 1
 rhs crossed_d1_e3_e1_d3 1
 rhs crossed_d1_e3_f1_d2 1
 rhs crossed_d1_e3_d2_f3 1
 rhs crossed_d1_e3_e2_c3 1
 rhs crossed_d1_e3_e2_d4 1
 rhs crossed_d1_e3_f2_d3 1
 rhs crossed_e1_d3_f1_d2 1
 rhs crossed_e1_d3_c2_e3 1
 rhs crossed_e1_d3_d2_f3 1
 rhs crossed_e1_d3_d2_e4 1
 rhs crossed_e1_d3_e2_c3 1
 rhs crossed_e1_f3_f1_d2 1
 rhs crossed_e1_f3_f1_e3 1
 rhs crossed_e1_f3_f2_d3 1
 rhs crossed_e1_f3_f2_e4 1
 rhs crossed_f1_e3_d2_f3 1
 rhs crossed_f1_e3_e2_f4 1
 rhs crossed_f1_e3_f2_d3 1
 rhs crossed_a2_c3_b2_a4 1
 rhs crossed_a2_c3_b2_c4 1
 rhs crossed_a2_c3_c2_a3 1
 rhs crossed_a2_c3_c2_b4 1
 rhs crossed_a2_c3_d2_b3 1
 rhs crossed_a2_b4_b2_a4 1
 rhs crossed_a2_b4_c2_a3 1
 rhs crossed_a2_b4_a3_c4 1
 rhs crossed_a2_b4_b3_a5 1
 rhs crossed_a2_b4_c3_a4 1
 rhs crossed_b2_d3_c2_a3 1
 rhs crossed_b2_d3_c2_b4 1
 rhs crossed_b2_d3_c2_d4 1
 rhs crossed_b2_d3_d2_b3 1
 rhs crossed_b2_d3_d2_c4 1
 rhs crossed_b2_d3_e2_c3 1
 rhs crossed_b2_a4_c2_a3 1
 rhs crossed_b2_a4_a3_c4 1
 rhs crossed_b2_a4_a3_b5 1
 rhs crossed_b2_c4_c2_a3 1
 rhs crossed_b2_c4_c2_b4 1
 rhs crossed_b2_c4_d2_b3 1
 rhs crossed_b2_c4_b3_d4 1
 rhs crossed_b2_c4_c3_a4 1
 rhs crossed_b2_c4_c3_b5 1
 rhs crossed_b2_c4_d3_b4 1
 rhs crossed_c2_e3_d2_b3 1
 rhs crossed_c2_e3_d2_c4 1
 rhs crossed_c2_e3_d2_e4 1
 rhs crossed_c2_e3_e2_c3 1
 rhs crossed_c2_e3_e2_d4 1
 rhs crossed_c2_e3_f2_d3 1
 rhs crossed_c2_b4_d2_b3 1
 rhs crossed_c2_b4_a3_c4 1
 rhs crossed_c2_b4_b3_d4 1
 rhs crossed_c2_b4_b3_c5 1
 rhs crossed_c2_b4_c3_a4 1
 rhs crossed_c2_d4_d2_b3 1
 rhs crossed_c2_d4_d2_c4 1
 rhs crossed_c2_d4_e2_c3 1
 rhs crossed_c2_d4_c3_e4 1
 rhs crossed_c2_d4_d3_b4 1
 rhs crossed_c2_d4_d3_c5 1
 rhs crossed_c2_d4_e3_c4 1
 rhs crossed_d2_f3_e2_c3 1
 rhs crossed_d2_f3_e2_d4 1
 rhs crossed_d2_f3_e2_f4 1
 rhs crossed_d2_f3_f2_d3 1
 rhs crossed_d2_f3_f2_e4 1
 rhs crossed_d2_c4_e2_c3 1
 rhs crossed_d2_c4_b3_d4 1
 rhs crossed_d2_c4_c3_e4 1
 rhs crossed_d2_c4_c3_d5 1
 rhs crossed_d2_c4_d3_b4 1
 rhs crossed_d2_e4_e2_c3 1
 rhs crossed_d2_e4_e2_d4 1
 rhs crossed_d2_e4_f2_d3 1
 rhs crossed_d2_e4_d3_f4 1
 rhs crossed_d2_e4_e3_c4 1
 rhs crossed_d2_e4_e3_d5 1
 rhs crossed_d2_e4_f3_d4 1
 rhs crossed_e2_d4_f2_d3 1
 rhs crossed_e2_d4_c3_e4 1
 rhs crossed_e2_d4_d3_f4 1
 rhs crossed_e2_d4_d3_e5 1
 rhs crossed_e2_d4_e3_c4 1
 rhs crossed_e2_f4_f2_d3 1
 rhs crossed_e2_f4_f2_e4 1
 rhs crossed_e2_f4_f3_d4 1
 rhs crossed_e2_f4_f3_e5 1
 rhs crossed_f2_e4_d3_f4 1
 rhs crossed_f2_e4_e3_f5 1
 rhs crossed_f2_e4_f3_d4 1
 rhs crossed_a3_c4_b3_a5 1
 rhs crossed_a3_c4_b3_c5 1
 rhs crossed_a3_c4_c3_a4 1
 rhs crossed_a3_c4_c3_b5 1
 rhs crossed_a3_c4_d3_b4 1
 rhs crossed_a3_b5_b3_a5 1
 rhs crossed_a3_b5_c3_a4 1
 rhs crossed_a3_b5_a4_c5 1
 rhs crossed_a3_b5_c4_a5 1
 rhs crossed_b3_d4_c3_a4 1
 rhs crossed_b3_d4_c3_b5 1
 rhs crossed_b3_d4_c3_d5 1
 rhs crossed_b3_d4_d3_b4 1
 rhs crossed_b3_d4_d3_c5 1
 rhs crossed_b3_d4_e3_c4 1
 rhs crossed_b3_a5_c3_a4 1
 rhs crossed_b3_a5_a4_c5 1
 rhs crossed_b3_c5_c3_a4 1
 rhs crossed_b3_c5_c3_b5 1
 rhs crossed_b3_c5_d3_b4 1
 rhs crossed_b3_c5_b4_d5 1
 rhs crossed_b3_c5_c4_a5 1
 rhs crossed_b3_c5_d4_b5 1
 rhs crossed_c3_e4_d3_b4 1
 rhs crossed_c3_e4_d3_c5 1
 rhs crossed_c3_e4_d3_e5 1
 rhs crossed_c3_e4_e3_c4 1
 rhs crossed_c3_e4_e3_d5 1
 rhs crossed_c3_e4_f3_d4 1
 rhs crossed_c3_b5_d3_b4 1
 rhs crossed_c3_b5_a4_c5 1
 rhs crossed_c3_b5_b4_d5 1
 rhs crossed_c3_b5_c4_a5 1
 rhs crossed_c3_d5_d3_b4 1
 rhs crossed_c3_d5_d3_c5 1
 rhs crossed_c3_d5_e3_c4 1
 rhs crossed_c3_d5_c4_e5 1
 rhs crossed_c3_d5_d4_b5 1
 rhs crossed_c3_d5_e4_c5 1
 rhs crossed_d3_f4_e3_c4 1
 rhs crossed_d3_f4_e3_d5 1
 rhs crossed_d3_f4_e3_f5 1
 rhs crossed_d3_f4_f3_d4 1
 rhs crossed_d3_f4_f3_e5 1
 rhs crossed_d3_c5_e3_c4 1
 rhs crossed_d3_c5_b4_d5 1
 rhs crossed_d3_c5_c4_e5 1
 rhs crossed_d3_c5_d4_b5 1
 rhs crossed_d3_e5_e3_c4 1
 rhs crossed_d3_e5_e3_d5 1
 rhs crossed_d3_e5_f3_d4 1
 rhs crossed_d3_e5_d4_f5 1
 rhs crossed_d3_e5_e4_c5 1
 rhs crossed_d3_e5_f4_d5 1
 rhs crossed_e3_d5_f3_d4 1
 rhs crossed_e3_d5_c4_e5 1
 rhs crossed_e3_d5_d4_f5 1
 rhs crossed_e3_d5_e4_c5 1
 rhs crossed_e3_f5_f3_d4 1
 rhs crossed_e3_f5_f3_e5 1
 rhs crossed_e3_f5_f4_d5 1
 rhs crossed_f3_e5_d4_f5 1
 rhs crossed_f3_e5_f4_d5 1
 rhs crossed_a4_c5_c4_a5 1
 rhs crossed_a4_c5_d4_b5 1
 rhs crossed_b4_d5_c4_a5 1
 rhs crossed_b4_d5_d4_b5 1
 rhs crossed_b4_d5_e4_c5 1
 rhs crossed_c4_e5_d4_b5 1
 rhs crossed_c4_e5_e4_c5 1
 rhs crossed_c4_e5_f4_d5 1
 rhs crossed_d4_f5_e4_c5 1
 rhs crossed_d4_f5_f4_d5 1
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
 BV bnd arc_a4_c5
 BV bnd arc_a4_c3
 BV bnd arc_a4_b2
 BV bnd arc_b4_d5
 BV bnd arc_b4_d3
 BV bnd arc_b4_c2
 BV bnd arc_b4_a2
 BV bnd arc_c4_e5
 BV bnd arc_c4_e3
 BV bnd arc_c4_d2
 BV bnd arc_c4_b2
 BV bnd arc_c4_a3
 BV bnd arc_c4_a5
 BV bnd arc_d4_f5
 BV bnd arc_d4_f3
 BV bnd arc_d4_e2
 BV bnd arc_d4_c2
 BV bnd arc_d4_b3
 BV bnd arc_d4_b5
 BV bnd arc_e4_f2
 BV bnd arc_e4_d2
 BV bnd arc_e4_c3
 BV bnd arc_e4_c5
 BV bnd arc_f4_e2
 BV bnd arc_f4_d3
 BV bnd arc_f4_d5
 BV bnd arc_a5_c4
 BV bnd arc_a5_b3
 BV bnd arc_b5_d4
 BV bnd arc_b5_c3
 BV bnd arc_b5_a3
 BV bnd arc_c5_e4
 BV bnd arc_c5_d3
 BV bnd arc_c5_b3
 BV bnd arc_c5_a4
 BV bnd arc_d5_f4
 BV bnd arc_d5_e3
 BV bnd arc_d5_c3
 BV bnd arc_d5_b4
 BV bnd arc_e5_f3
 BV bnd arc_e5_d3
 BV bnd arc_e5_c4
 BV bnd arc_f5_e3
 BV bnd arc_f5_d4
 LO bnd flow_arc_a1_b3 0
 UP bnd flow_arc_a1_b3 29
 LO bnd flow_arc_a1_c2 0
 UP bnd flow_arc_a1_c2 29
 LO bnd flow_arc_b1_c3 0
 UP bnd flow_arc_b1_c3 29
 LO bnd flow_arc_b1_d2 0
 UP bnd flow_arc_b1_d2 29
 LO bnd flow_arc_b1_a3 0
 UP bnd flow_arc_b1_a3 29
 LO bnd flow_arc_c1_d3 0
 UP bnd flow_arc_c1_d3 29
 LO bnd flow_arc_c1_e2 0
 UP bnd flow_arc_c1_e2 29
 LO bnd flow_arc_c1_a2 0
 UP bnd flow_arc_c1_a2 29
 LO bnd flow_arc_c1_b3 0
 UP bnd flow_arc_c1_b3 29
 LO bnd flow_arc_d1_e3 0
 UP bnd flow_arc_d1_e3 29
 LO bnd flow_arc_d1_f2 0
 UP bnd flow_arc_d1_f2 29
 LO bnd flow_arc_d1_b2 0
 UP bnd flow_arc_d1_b2 29
 LO bnd flow_arc_d1_c3 0
 UP bnd flow_arc_d1_c3 29
 LO bnd flow_arc_e1_f3 0
 UP bnd flow_arc_e1_f3 29
 LO bnd flow_arc_e1_c2 0
 UP bnd flow_arc_e1_c2 29
 LO bnd flow_arc_e1_d3 0
 UP bnd flow_arc_e1_d3 29
 LO bnd flow_arc_f1_d2 0
 UP bnd flow_arc_f1_d2 29
 LO bnd flow_arc_f1_e3 0
 UP bnd flow_arc_f1_e3 29
 LO bnd flow_arc_a2_b4 0
 UP bnd flow_arc_a2_b4 29
 LO bnd flow_arc_a2_c3 0
 UP bnd flow_arc_a2_c3 29
 LO bnd flow_arc_a2_c1 0
 UP bnd flow_arc_a2_c1 29
 LO bnd flow_arc_b2_c4 0
 UP bnd flow_arc_b2_c4 29
 LO bnd flow_arc_b2_d3 0
 UP bnd flow_arc_b2_d3 29
 LO bnd flow_arc_b2_d1 0
 UP bnd flow_arc_b2_d1 29
 LO bnd flow_arc_b2_a4 0
 UP bnd flow_arc_b2_a4 29
 LO bnd flow_arc_c2_d4 0
 UP bnd flow_arc_c2_d4 29
 LO bnd flow_arc_c2_e3 0
 UP bnd flow_arc_c2_e3 29
 LO bnd flow_arc_c2_e1 0
 UP bnd flow_arc_c2_e1 29
 LO bnd flow_arc_c2_a3 0
 UP bnd flow_arc_c2_a3 29
 LO bnd flow_arc_c2_b4 0
 UP bnd flow_arc_c2_b4 29
 LO bnd flow_arc_d2_e4 0
 UP bnd flow_arc_d2_e4 29
 LO bnd flow_arc_d2_f3 0
 UP bnd flow_arc_d2_f3 29
 LO bnd flow_arc_d2_f1 0
 UP bnd flow_arc_d2_f1 29
 LO bnd flow_arc_d2_b1 0
 UP bnd flow_arc_d2_b1 29
 LO bnd flow_arc_d2_b3 0
 UP bnd flow_arc_d2_b3 29
 LO bnd flow_arc_d2_c4 0
 UP bnd flow_arc_d2_c4 29
 LO bnd flow_arc_e2_f4 0
 UP bnd flow_arc_e2_f4 29
 LO bnd flow_arc_e2_c1 0
 UP bnd flow_arc_e2_c1 29
 LO bnd flow_arc_e2_c3 0
 UP bnd flow_arc_e2_c3 29
 LO bnd flow_arc_e2_d4 0
 UP bnd flow_arc_e2_d4 29
 LO bnd flow_arc_f2_d1 0
 UP bnd flow_arc_f2_d1 29
 LO bnd flow_arc_f2_d3 0
 UP bnd flow_arc_f2_d3 29
 LO bnd flow_arc_f2_e4 0
 UP bnd flow_arc_f2_e4 29
 LO bnd flow_arc_a3_b5 0
 UP bnd flow_arc_a3_b5 29
 LO bnd flow_arc_a3_c4 0
 UP bnd flow_arc_a3_c4 29
 LO bnd flow_arc_a3_c2 0
 UP bnd flow_arc_a3_c2 29
 LO bnd flow_arc_a3_b1 0
 UP bnd flow_arc_a3_b1 29
 LO bnd flow_arc_b3_c5 0
 UP bnd flow_arc_b3_c5 29
 LO bnd flow_arc_b3_d4 0
 UP bnd flow_arc_b3_d4 29
 LO bnd flow_arc_b3_d2 0
 UP bnd flow_arc_b3_d2 29
 LO bnd flow_arc_b3_c1 0
 UP bnd flow_arc_b3_c1 29
 LO bnd flow_arc_b3_a5 0
 UP bnd flow_arc_b3_a5 29
 LO bnd flow_arc_c3_d5 0
 UP bnd flow_arc_c3_d5 29
 LO bnd flow_arc_c3_e4 0
 UP bnd flow_arc_c3_e4 29
 LO bnd flow_arc_c3_e2 0
 UP bnd flow_arc_c3_e2 29
 LO bnd flow_arc_c3_d1 0
 UP bnd flow_arc_c3_d1 29
 LO bnd flow_arc_c3_b1 0
 UP bnd flow_arc_c3_b1 29
 LO bnd flow_arc_c3_a2 0
 UP bnd flow_arc_c3_a2 29
 LO bnd flow_arc_c3_a4 0
 UP bnd flow_arc_c3_a4 29
 LO bnd flow_arc_c3_b5 0
 UP bnd flow_arc_c3_b5 29
 LO bnd flow_arc_d3_e5 0
 UP bnd flow_arc_d3_e5 29
 LO bnd flow_arc_d3_f4 0
 UP bnd flow_arc_d3_f4 29
 LO bnd flow_arc_d3_f2 0
 UP bnd flow_arc_d3_f2 29
 LO bnd flow_arc_d3_e1 0
 UP bnd flow_arc_d3_e1 29
 LO bnd flow_arc_d3_c1 0
 UP bnd flow_arc_d3_c1 29
 LO bnd flow_arc_d3_b2 0
 UP bnd flow_arc_d3_b2 29
 LO bnd flow_arc_d3_b4 0
 UP bnd flow_arc_d3_b4 29
 LO bnd flow_arc_d3_c5 0
 UP bnd flow_arc_d3_c5 29
 LO bnd flow_arc_e3_f5 0
 UP bnd flow_arc_e3_f5 29
 LO bnd flow_arc_e3_f1 0
 UP bnd flow_arc_e3_f1 29
 LO bnd flow_arc_e3_d1 0
 UP bnd flow_arc_e3_d1 29
 LO bnd flow_arc_e3_c2 0
 UP bnd flow_arc_e3_c2 29
 LO bnd flow_arc_e3_c4 0
 UP bnd flow_arc_e3_c4 29
 LO bnd flow_arc_e3_d5 0
 UP bnd flow_arc_e3_d5 29
 LO bnd flow_arc_f3_e1 0
 UP bnd flow_arc_f3_e1 29
 LO bnd flow_arc_f3_d2 0
 UP bnd flow_arc_f3_d2 29
 LO bnd flow_arc_f3_d4 0
 UP bnd flow_arc_f3_d4 29
 LO bnd flow_arc_f3_e5 0
 UP bnd flow_arc_f3_e5 29
 LO bnd flow_arc_a4_c5 0
 UP bnd flow_arc_a4_c5 29
 LO bnd flow_arc_a4_c3 0
 UP bnd flow_arc_a4_c3 29
 LO bnd flow_arc_a4_b2 0
 UP bnd flow_arc_a4_b2 29
 LO bnd flow_arc_b4_d5 0
 UP bnd flow_arc_b4_d5 29
 LO bnd flow_arc_b4_d3 0
 UP bnd flow_arc_b4_d3 29
 LO bnd flow_arc_b4_c2 0
 UP bnd flow_arc_b4_c2 29
 LO bnd flow_arc_b4_a2 0
 UP bnd flow_arc_b4_a2 29
 LO bnd flow_arc_c4_e5 0
 UP bnd flow_arc_c4_e5 29
 LO bnd flow_arc_c4_e3 0
 UP bnd flow_arc_c4_e3 29
 LO bnd flow_arc_c4_d2 0
 UP bnd flow_arc_c4_d2 29
 LO bnd flow_arc_c4_b2 0
 UP bnd flow_arc_c4_b2 29
 LO bnd flow_arc_c4_a3 0
 UP bnd flow_arc_c4_a3 29
 LO bnd flow_arc_c4_a5 0
 UP bnd flow_arc_c4_a5 29
 LO bnd flow_arc_d4_f5 0
 UP bnd flow_arc_d4_f5 29
 LO bnd flow_arc_d4_f3 0
 UP bnd flow_arc_d4_f3 29
 LO bnd flow_arc_d4_e2 0
 UP bnd flow_arc_d4_e2 29
 LO bnd flow_arc_d4_c2 0
 UP bnd flow_arc_d4_c2 29
 LO bnd flow_arc_d4_b3 0
 UP bnd flow_arc_d4_b3 29
 LO bnd flow_arc_d4_b5 0
 UP bnd flow_arc_d4_b5 29
 LO bnd flow_arc_e4_f2 0
 UP bnd flow_arc_e4_f2 29
 LO bnd flow_arc_e4_d2 0
 UP bnd flow_arc_e4_d2 29
 LO bnd flow_arc_e4_c3 0
 UP bnd flow_arc_e4_c3 29
 LO bnd flow_arc_e4_c5 0
 UP bnd flow_arc_e4_c5 29
 LO bnd flow_arc_f4_e2 0
 UP bnd flow_arc_f4_e2 29
 LO bnd flow_arc_f4_d3 0
 UP bnd flow_arc_f4_d3 29
 LO bnd flow_arc_f4_d5 0
 UP bnd flow_arc_f4_d5 29
 LO bnd flow_arc_a5_c4 0
 UP bnd flow_arc_a5_c4 29
 LO bnd flow_arc_a5_b3 0
 UP bnd flow_arc_a5_b3 29
 LO bnd flow_arc_b5_d4 0
 UP bnd flow_arc_b5_d4 29
 LO bnd flow_arc_b5_c3 0
 UP bnd flow_arc_b5_c3 29
 LO bnd flow_arc_b5_a3 0
 UP bnd flow_arc_b5_a3 29
 LO bnd flow_arc_c5_e4 0
 UP bnd flow_arc_c5_e4 29
 LO bnd flow_arc_c5_d3 0
 UP bnd flow_arc_c5_d3 29
 LO bnd flow_arc_c5_b3 0
 UP bnd flow_arc_c5_b3 29
 LO bnd flow_arc_c5_a4 0
 UP bnd flow_arc_c5_a4 29
 LO bnd flow_arc_d5_f4 0
 UP bnd flow_arc_d5_f4 29
 LO bnd flow_arc_d5_e3 0
 UP bnd flow_arc_d5_e3 29
 LO bnd flow_arc_d5_c3 0
 UP bnd flow_arc_d5_c3 29
 LO bnd flow_arc_d5_b4 0
 UP bnd flow_arc_d5_b4 29
 LO bnd flow_arc_e5_f3 0
 UP bnd flow_arc_e5_f3 29
 LO bnd flow_arc_e5_d3 0
 UP bnd flow_arc_e5_d3 29
 LO bnd flow_arc_e5_c4 0
 UP bnd flow_arc_e5_c4 29
 LO bnd flow_arc_f5_e3 0
 UP bnd flow_arc_f5_e3 29
 LO bnd flow_arc_f5_d4 0
 UP bnd flow_arc_f5_d4 29
 BV bnd cross_a1_c2_b1_a3
 BV bnd cross_a1_c2_b1_c3
 BV bnd cross_a1_c2_c1_a2
 BV bnd cross_a1_c2_c1_b3
 BV bnd cross_a1_c2_d1_b2
 BV bnd cross_a1_b3_b1_a3
 BV bnd cross_a1_b3_c1_a2
 BV bnd cross_a1_b3_a2_c3
 BV bnd cross_a1_b3_b2_a4
 BV bnd cross_a1_b3_c2_a3
 BV bnd cross_b1_d2_c1_a2
 BV bnd cross_b1_d2_c1_b3
 BV bnd cross_b1_d2_c1_d3
 BV bnd cross_b1_d2_d1_b2
 BV bnd cross_b1_d2_d1_c3
 BV bnd cross_b1_d2_e1_c2
 BV bnd cross_b1_a3_c1_a2
 BV bnd cross_b1_a3_a2_c3
 BV bnd cross_b1_a3_a2_b4
 BV bnd cross_b1_c3_c1_a2
 BV bnd cross_b1_c3_c1_b3
 BV bnd cross_b1_c3_d1_b2
 BV bnd cross_b1_c3_b2_d3
 BV bnd cross_b1_c3_c2_a3
 BV bnd cross_b1_c3_c2_b4
 BV bnd cross_b1_c3_d2_b3
 BV bnd cross_c1_e2_d1_b2
 BV bnd cross_c1_e2_d1_c3
 BV bnd cross_c1_e2_d1_e3
 BV bnd cross_c1_e2_e1_c2
 BV bnd cross_c1_e2_e1_d3
 BV bnd cross_c1_e2_f1_d2
 BV bnd cross_c1_b3_d1_b2
 BV bnd cross_c1_b3_a2_c3
 BV bnd cross_c1_b3_b2_d3
 BV bnd cross_c1_b3_b2_c4
 BV bnd cross_c1_b3_c2_a3
 BV bnd cross_c1_d3_d1_b2
 BV bnd cross_c1_d3_d1_c3
 BV bnd cross_c1_d3_e1_c2
 BV bnd cross_c1_d3_c2_e3
 BV bnd cross_c1_d3_d2_b3
 BV bnd cross_c1_d3_d2_c4
 BV bnd cross_c1_d3_e2_c3
 BV bnd cross_d1_f2_e1_c2
 BV bnd cross_d1_f2_e1_d3
 BV bnd cross_d1_f2_e1_f3
 BV bnd cross_d1_f2_f1_d2
 BV bnd cross_d1_f2_f1_e3
 BV bnd cross_d1_c3_e1_c2
 BV bnd cross_d1_c3_b2_d3
 BV bnd cross_d1_c3_c2_e3
 BV bnd cross_d1_c3_c2_d4
 BV bnd cross_d1_c3_d2_b3
 BV bnd cross_d1_e3_e1_c2
 BV bnd cross_d1_e3_e1_d3
 BV bnd cross_d1_e3_f1_d2
 BV bnd cross_d1_e3_d2_f3
 BV bnd cross_d1_e3_e2_c3
 BV bnd cross_d1_e3_e2_d4
 BV bnd cross_d1_e3_f2_d3
 BV bnd cross_e1_d3_f1_d2
 BV bnd cross_e1_d3_c2_e3
 BV bnd cross_e1_d3_d2_f3
 BV bnd cross_e1_d3_d2_e4
 BV bnd cross_e1_d3_e2_c3
 BV bnd cross_e1_f3_f1_d2
 BV bnd cross_e1_f3_f1_e3
 BV bnd cross_e1_f3_f2_d3
 BV bnd cross_e1_f3_f2_e4
 BV bnd cross_f1_e3_d2_f3
 BV bnd cross_f1_e3_e2_f4
 BV bnd cross_f1_e3_f2_d3
 BV bnd cross_a2_c3_b2_a4
 BV bnd cross_a2_c3_b2_c4
 BV bnd cross_a2_c3_c2_a3
 BV bnd cross_a2_c3_c2_b4
 BV bnd cross_a2_c3_d2_b3
 BV bnd cross_a2_b4_b2_a4
 BV bnd cross_a2_b4_c2_a3
 BV bnd cross_a2_b4_a3_c4
 BV bnd cross_a2_b4_b3_a5
 BV bnd cross_a2_b4_c3_a4
 BV bnd cross_b2_d3_c2_a3
 BV bnd cross_b2_d3_c2_b4
 BV bnd cross_b2_d3_c2_d4
 BV bnd cross_b2_d3_d2_b3
 BV bnd cross_b2_d3_d2_c4
 BV bnd cross_b2_d3_e2_c3
 BV bnd cross_b2_a4_c2_a3
 BV bnd cross_b2_a4_a3_c4
 BV bnd cross_b2_a4_a3_b5
 BV bnd cross_b2_c4_c2_a3
 BV bnd cross_b2_c4_c2_b4
 BV bnd cross_b2_c4_d2_b3
 BV bnd cross_b2_c4_b3_d4
 BV bnd cross_b2_c4_c3_a4
 BV bnd cross_b2_c4_c3_b5
 BV bnd cross_b2_c4_d3_b4
 BV bnd cross_c2_e3_d2_b3
 BV bnd cross_c2_e3_d2_c4
 BV bnd cross_c2_e3_d2_e4
 BV bnd cross_c2_e3_e2_c3
 BV bnd cross_c2_e3_e2_d4
 BV bnd cross_c2_e3_f2_d3
 BV bnd cross_c2_b4_d2_b3
 BV bnd cross_c2_b4_a3_c4
 BV bnd cross_c2_b4_b3_d4
 BV bnd cross_c2_b4_b3_c5
 BV bnd cross_c2_b4_c3_a4
 BV bnd cross_c2_d4_d2_b3
 BV bnd cross_c2_d4_d2_c4
 BV bnd cross_c2_d4_e2_c3
 BV bnd cross_c2_d4_c3_e4
 BV bnd cross_c2_d4_d3_b4
 BV bnd cross_c2_d4_d3_c5
 BV bnd cross_c2_d4_e3_c4
 BV bnd cross_d2_f3_e2_c3
 BV bnd cross_d2_f3_e2_d4
 BV bnd cross_d2_f3_e2_f4
 BV bnd cross_d2_f3_f2_d3
 BV bnd cross_d2_f3_f2_e4
 BV bnd cross_d2_c4_e2_c3
 BV bnd cross_d2_c4_b3_d4
 BV bnd cross_d2_c4_c3_e4
 BV bnd cross_d2_c4_c3_d5
 BV bnd cross_d2_c4_d3_b4
 BV bnd cross_d2_e4_e2_c3
 BV bnd cross_d2_e4_e2_d4
 BV bnd cross_d2_e4_f2_d3
 BV bnd cross_d2_e4_d3_f4
 BV bnd cross_d2_e4_e3_c4
 BV bnd cross_d2_e4_e3_d5
 BV bnd cross_d2_e4_f3_d4
 BV bnd cross_e2_d4_f2_d3
 BV bnd cross_e2_d4_c3_e4
 BV bnd cross_e2_d4_d3_f4
 BV bnd cross_e2_d4_d3_e5
 BV bnd cross_e2_d4_e3_c4
 BV bnd cross_e2_f4_f2_d3
 BV bnd cross_e2_f4_f2_e4
 BV bnd cross_e2_f4_f3_d4
 BV bnd cross_e2_f4_f3_e5
 BV bnd cross_f2_e4_d3_f4
 BV bnd cross_f2_e4_e3_f5
 BV bnd cross_f2_e4_f3_d4
 BV bnd cross_a3_c4_b3_a5
 BV bnd cross_a3_c4_b3_c5
 BV bnd cross_a3_c4_c3_a4
 BV bnd cross_a3_c4_c3_b5
 BV bnd cross_a3_c4_d3_b4
 BV bnd cross_a3_b5_b3_a5
 BV bnd cross_a3_b5_c3_a4
 BV bnd cross_a3_b5_a4_c5
 BV bnd cross_a3_b5_c4_a5
 BV bnd cross_b3_d4_c3_a4
 BV bnd cross_b3_d4_c3_b5
 BV bnd cross_b3_d4_c3_d5
 BV bnd cross_b3_d4_d3_b4
 BV bnd cross_b3_d4_d3_c5
 BV bnd cross_b3_d4_e3_c4
 BV bnd cross_b3_a5_c3_a4
 BV bnd cross_b3_a5_a4_c5
 BV bnd cross_b3_c5_c3_a4
 BV bnd cross_b3_c5_c3_b5
 BV bnd cross_b3_c5_d3_b4
 BV bnd cross_b3_c5_b4_d5
 BV bnd cross_b3_c5_c4_a5
 BV bnd cross_b3_c5_d4_b5
 BV bnd cross_c3_e4_d3_b4
 BV bnd cross_c3_e4_d3_c5
 BV bnd cross_c3_e4_d3_e5
 BV bnd cross_c3_e4_e3_c4
 BV bnd cross_c3_e4_e3_d5
 BV bnd cross_c3_e4_f3_d4
 BV bnd cross_c3_b5_d3_b4
 BV bnd cross_c3_b5_a4_c5
 BV bnd cross_c3_b5_b4_d5
 BV bnd cross_c3_b5_c4_a5
 BV bnd cross_c3_d5_d3_b4
 BV bnd cross_c3_d5_d3_c5
 BV bnd cross_c3_d5_e3_c4
 BV bnd cross_c3_d5_c4_e5
 BV bnd cross_c3_d5_d4_b5
 BV bnd cross_c3_d5_e4_c5
 BV bnd cross_d3_f4_e3_c4
 BV bnd cross_d3_f4_e3_d5
 BV bnd cross_d3_f4_e3_f5
 BV bnd cross_d3_f4_f3_d4
 BV bnd cross_d3_f4_f3_e5
 BV bnd cross_d3_c5_e3_c4
 BV bnd cross_d3_c5_b4_d5
 BV bnd cross_d3_c5_c4_e5
 BV bnd cross_d3_c5_d4_b5
 BV bnd cross_d3_e5_e3_c4
 BV bnd cross_d3_e5_e3_d5
 BV bnd cross_d3_e5_f3_d4
 BV bnd cross_d3_e5_d4_f5
 BV bnd cross_d3_e5_e4_c5
 BV bnd cross_d3_e5_f4_d5
 BV bnd cross_e3_d5_f3_d4
 BV bnd cross_e3_d5_c4_e5
 BV bnd cross_e3_d5_d4_f5
 BV bnd cross_e3_d5_e4_c5
 BV bnd cross_e3_f5_f3_d4
 BV bnd cross_e3_f5_f3_e5
 BV bnd cross_e3_f5_f4_d5
 BV bnd cross_f3_e5_d4_f5
 BV bnd cross_f3_e5_f4_d5
 BV bnd cross_a4_c5_c4_a5
 BV bnd cross_a4_c5_d4_b5
 BV bnd cross_b4_d5_c4_a5
 BV bnd cross_b4_d5_d4_b5
 BV bnd cross_b4_d5_e4_c5
 BV bnd cross_c4_e5_d4_b5
 BV bnd cross_c4_e5_e4_c5
 BV bnd cross_c4_e5_f4_d5
 BV bnd cross_d4_f5_e4_c5
 BV bnd cross_d4_f5_f4_d5
ENDATA
