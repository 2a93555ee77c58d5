* kt-csp board=6x6 leaper=1,2 closed=0 start=- end=- uncrossed longest
* kt-csp MIP model: binary 'arc_a1_c2' is 1 when the tour jumps a1 -> c2 (an open tour adds
* 'first_a1' and 'last_h8' for its ends); rows out_/in_ take one arc out of and into each
* square. Subtours are cut by a flow from a root, a unit to each square ('flow_arc_a1_c2' at
* most n where the arc is taken), or where moves are numbered (clues, magic) by integer
* 'pos_a1', a1's move number from 0: rows order_a1_c2 (pos_c2 >= pos_a1 + 1 - n (1 -
* arc_a1_c2) - (n - 2) arc_c2_a1). skip_, zero_, cross_ and straight_ columns serve the
* longest path, a closed tour's chosen start, and the fewest crossings or turns.
NAME knights_tour
OBJSENSE
    MAX
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
 L carry_arc_c2_a1
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
 L carry_arc_b3_a1
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
 L carry_arc_a4_b6
 L carry_arc_a4_c5
 L carry_arc_a4_c3
 L carry_arc_a4_b2
 L carry_arc_b4_c6
 L carry_arc_b4_d5
 L carry_arc_b4_d3
 L carry_arc_b4_c2
 L carry_arc_b4_a2
 L carry_arc_b4_a6
 L carry_arc_c4_d6
 L carry_arc_c4_e5
 L carry_arc_c4_e3
 L carry_arc_c4_d2
 L carry_arc_c4_b2
 L carry_arc_c4_a3
 L carry_arc_c4_a5
 L carry_arc_c4_b6
 L carry_arc_d4_e6
 L carry_arc_d4_f5
 L carry_arc_d4_f3
 L carry_arc_d4_e2
 L carry_arc_d4_c2
 L carry_arc_d4_b3
 L carry_arc_d4_b5
 L carry_arc_d4_c6
 L carry_arc_e4_f6
 L carry_arc_e4_f2
 L carry_arc_e4_d2
 L carry_arc_e4_c3
 L carry_arc_e4_c5
 L carry_arc_e4_d6
 L carry_arc_f4_e2
 L carry_arc_f4_d3
 L carry_arc_f4_d5
 L carry_arc_f4_e6
 L carry_arc_a5_c6
 L carry_arc_a5_c4
 L carry_arc_a5_b3
 L carry_arc_b5_d6
 L carry_arc_b5_d4
 L carry_arc_b5_c3
 L carry_arc_b5_a3
 L carry_arc_c5_e6
 L carry_arc_c5_e4
 L carry_arc_c5_d3
 L carry_arc_c5_b3
 L carry_arc_c5_a4
 L carry_arc_c5_a6
 L carry_arc_d5_f6
 L carry_arc_d5_f4
 L carry_arc_d5_e3
 L carry_arc_d5_c3
 L carry_arc_d5_b4
 L carry_arc_d5_b6
 L carry_arc_e5_f3
 L carry_arc_e5_d3
 L carry_arc_e5_c4
 L carry_arc_e5_c6
 L carry_arc_f5_e3
 L carry_arc_f5_d4
 L carry_arc_f5_d6
 L carry_arc_a6_c5
 L carry_arc_a6_b4
 L carry_arc_b6_d5
 L carry_arc_b6_c4
 L carry_arc_b6_a4
 L carry_arc_c6_e5
 L carry_arc_c6_d4
 L carry_arc_c6_b4
 L carry_arc_c6_a5
 L carry_arc_d6_f5
 L carry_arc_d6_e4
 L carry_arc_d6_c4
 L carry_arc_d6_b5
 L carry_arc_e6_f4
 L carry_arc_e6_d4
 L carry_arc_e6_c5
 L carry_arc_f6_e4
 L carry_arc_f6_d5
 L carry_first_a1
 L carry_first_b1
 L carry_first_c1
 L carry_first_d1
 L carry_first_e1
 L carry_first_f1
 L carry_first_a2
 L carry_first_b2
 L carry_first_c2
 L carry_first_d2
 L carry_first_e2
 L carry_first_f2
 L carry_first_a3
 L carry_first_b3
 L carry_first_c3
 L carry_first_d3
 L carry_first_e3
 L carry_first_f3
 L carry_first_a4
 L carry_first_b4
 L carry_first_c4
 L carry_first_d4
 L carry_first_e4
 L carry_first_f4
 L carry_first_a5
 L carry_first_b5
 L carry_first_c5
 L carry_first_d5
 L carry_first_e5
 L carry_first_f5
 L carry_first_a6
 L carry_first_b6
 L carry_first_c6
 L carry_first_d6
 L carry_first_e6
 L carry_first_f6
 E send_path
 E keep_a1
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
 E keep_a6
 E keep_b6
 E keep_c6
 E keep_d6
 E keep_e6
 E keep_f6
 L uncrossed_a1_c2_b1_a3
 L uncrossed_a1_c2_b1_c3
 L uncrossed_a1_c2_c1_a2
 L uncrossed_a1_c2_c1_b3
 L uncrossed_a1_c2_d1_b2
 L uncrossed_a1_b3_b1_a3
 L uncrossed_a1_b3_c1_a2
 L uncrossed_a1_b3_a2_c3
 L uncrossed_a1_b3_b2_a4
 L uncrossed_a1_b3_c2_a3
 L uncrossed_b1_d2_c1_a2
 L uncrossed_b1_d2_c1_b3
 L uncrossed_b1_d2_c1_d3
 L uncrossed_b1_d2_d1_b2
 L uncrossed_b1_d2_d1_c3
 L uncrossed_b1_d2_e1_c2
 L uncrossed_b1_a3_c1_a2
 L uncrossed_b1_a3_a2_c3
 L uncrossed_b1_a3_a2_b4
 L uncrossed_b1_c3_c1_a2
 L uncrossed_b1_c3_c1_b3
 L uncrossed_b1_c3_d1_b2
 L uncrossed_b1_c3_b2_d3
 L uncrossed_b1_c3_c2_a3
 L uncrossed_b1_c3_c2_b4
 L uncrossed_b1_c3_d2_b3
 L uncrossed_c1_e2_d1_b2
 L uncrossed_c1_e2_d1_c3
 L uncrossed_c1_e2_d1_e3
 L uncrossed_c1_e2_e1_c2
 L uncrossed_c1_e2_e1_d3
 L uncrossed_c1_e2_f1_d2
 L uncrossed_c1_b3_d1_b2
 L uncrossed_c1_b3_a2_c3
 L uncrossed_c1_b3_b2_d3
 L uncrossed_c1_b3_b2_c4
 L uncrossed_c1_b3_c2_a3
 L uncrossed_c1_d3_d1_b2
 L uncrossed_c1_d3_d1_c3
 L uncrossed_c1_d3_e1_c2
 L uncrossed_c1_d3_c2_e3
 L uncrossed_c1_d3_d2_b3
 L uncrossed_c1_d3_d2_c4
 L uncrossed_c1_d3_e2_c3
 L uncrossed_d1_f2_e1_c2
 L uncrossed_d1_f2_e1_d3
 L uncrossed_d1_f2_e1_f3
 L uncrossed_d1_f2_f1_d2
 L uncrossed_d1_f2_f1_e3
 L uncrossed_d1_c3_e1_c2
 L uncrossed_d1_c3_b2_d3
 L uncrossed_d1_c3_c2_e3
 L uncrossed_d1_c3_c2_d4
 L uncrossed_d1_c3_d2_b3
 L uncrossed_d1_e3_e1_c2
 L uncrossed_d1_e3_e1_d3
 L uncrossed_d1_e3_f1_d2
 L uncrossed_d1_e3_d2_f3
 L uncrossed_d1_e3_e2_c3
 L uncrossed_d1_e3_e2_d4
 L uncrossed_d1_e3_f2_d3
 L uncrossed_e1_d3_f1_d2
 L uncrossed_e1_d3_c2_e3
 L uncrossed_e1_d3_d2_f3
 L uncrossed_e1_d3_d2_e4
 L uncrossed_e1_d3_e2_c3
 L uncrossed_e1_f3_f1_d2
 L uncrossed_e1_f3_f1_e3
 L uncrossed_e1_f3_f2_d3
 L uncrossed_e1_f3_f2_e4
 L uncrossed_f1_e3_d2_f3
 L uncrossed_f1_e3_e2_f4
 L uncrossed_f1_e3_f2_d3
 L uncrossed_a2_c3_b2_a4
 L uncrossed_a2_c3_b2_c4
 L uncrossed_a2_c3_c2_a3
 L uncrossed_a2_c3_c2_b4
 L uncrossed_a2_c3_d2_b3
 L uncrossed_a2_b4_b2_a4
 L uncrossed_a2_b4_c2_a3
 L uncrossed_a2_b4_a3_c4
 L uncrossed_a2_b4_b3_a5
 L uncrossed_a2_b4_c3_a4
 L uncrossed_b2_d3_c2_a3
 L uncrossed_b2_d3_c2_b4
 L uncrossed_b2_d3_c2_d4
 L uncrossed_b2_d3_d2_b3
 L uncrossed_b2_d3_d2_c4
 L uncrossed_b2_d3_e2_c3
 L uncrossed_b2_a4_c2_a3
 L uncrossed_b2_a4_a3_c4
 L uncrossed_b2_a4_a3_b5
 L uncrossed_b2_c4_c2_a3
 L uncrossed_b2_c4_c2_b4
 L uncrossed_b2_c4_d2_b3
 L uncrossed_b2_c4_b3_d4
 L uncrossed_b2_c4_c3_a4
 L uncrossed_b2_c4_c3_b5
 L uncrossed_b2_c4_d3_b4
 L uncrossed_c2_e3_d2_b3
 L uncrossed_c2_e3_d2_c4
 L uncrossed_c2_e3_d2_e4
 L uncrossed_c2_e3_e2_c3
 L uncrossed_c2_e3_e2_d4
 L uncrossed_c2_e3_f2_d3
 L uncrossed_c2_b4_d2_b3
 L uncrossed_c2_b4_a3_c4
 L uncrossed_c2_b4_b3_d4
 L uncrossed_c2_b4_b3_c5
 L uncrossed_c2_b4_c3_a4
 L uncrossed_c2_d4_d2_b3
 L uncrossed_c2_d4_d2_c4
 L uncrossed_c2_d4_e2_c3
 L uncrossed_c2_d4_c3_e4
 L uncrossed_c2_d4_d3_b4
 L uncrossed_c2_d4_d3_c5
 L uncrossed_c2_d4_e3_c4
 L uncrossed_d2_f3_e2_c3
 L uncrossed_d2_f3_e2_d4
 L uncrossed_d2_f3_e2_f4
 L uncrossed_d2_f3_f2_d3
 L uncrossed_d2_f3_f2_e4
 L uncrossed_d2_c4_e2_c3
 L uncrossed_d2_c4_b3_d4
 L uncrossed_d2_c4_c3_e4
 L uncrossed_d2_c4_c3_d5
 L uncrossed_d2_c4_d3_b4
 L uncrossed_d2_e4_e2_c3
 L uncrossed_d2_e4_e2_d4
 L uncrossed_d2_e4_f2_d3
 L uncrossed_d2_e4_d3_f4
 L uncrossed_d2_e4_e3_c4
 L uncrossed_d2_e4_e3_d5
 L uncrossed_d2_e4_f3_d4
 L uncrossed_e2_d4_f2_d3
 L uncrossed_e2_d4_c3_e4
 L uncrossed_e2_d4_d3_f4
 L uncrossed_e2_d4_d3_e5
 L uncrossed_e2_d4_e3_c4
 L uncrossed_e2_f4_f2_d3
 L uncrossed_e2_f4_f2_e4
 L uncrossed_e2_f4_f3_d4
 L uncrossed_e2_f4_f3_e5
 L uncrossed_f2_e4_d3_f4
 L uncrossed_f2_e4_e3_f5
 L uncrossed_f2_e4_f3_d4
 L uncrossed_a3_c4_b3_a5
 L uncrossed_a3_c4_b3_c5
 L uncrossed_a3_c4_c3_a4
 L uncrossed_a3_c4_c3_b5
 L uncrossed_a3_c4_d3_b4
 L uncrossed_a3_b5_b3_a5
 L uncrossed_a3_b5_c3_a4
 L uncrossed_a3_b5_a4_c5
 L uncrossed_a3_b5_b4_a6
 L uncrossed_a3_b5_c4_a5
 L uncrossed_b3_d4_c3_a4
 L uncrossed_b3_d4_c3_b5
 L uncrossed_b3_d4_c3_d5
 L uncrossed_b3_d4_d3_b4
 L uncrossed_b3_d4_d3_c5
 L uncrossed_b3_d4_e3_c4
 L uncrossed_b3_a5_c3_a4
 L uncrossed_b3_a5_a4_c5
 L uncrossed_b3_a5_a4_b6
 L uncrossed_b3_c5_c3_a4
 L uncrossed_b3_c5_c3_b5
 L uncrossed_b3_c5_d3_b4
 L uncrossed_b3_c5_b4_d5
 L uncrossed_b3_c5_c4_a5
 L uncrossed_b3_c5_c4_b6
 L uncrossed_b3_c5_d4_b5
 L uncrossed_c3_e4_d3_b4
 L uncrossed_c3_e4_d3_c5
 L uncrossed_c3_e4_d3_e5
 L uncrossed_c3_e4_e3_c4
 L uncrossed_c3_e4_e3_d5
 L uncrossed_c3_e4_f3_d4
 L uncrossed_c3_b5_d3_b4
 L uncrossed_c3_b5_a4_c5
 L uncrossed_c3_b5_b4_d5
 L uncrossed_c3_b5_b4_c6
 L uncrossed_c3_b5_c4_a5
 L uncrossed_c3_d5_d3_b4
 L uncrossed_c3_d5_d3_c5
 L uncrossed_c3_d5_e3_c4
 L uncrossed_c3_d5_c4_e5
 L uncrossed_c3_d5_d4_b5
 L uncrossed_c3_d5_d4_c6
 L uncrossed_c3_d5_e4_c5
 L uncrossed_d3_f4_e3_c4
 L uncrossed_d3_f4_e3_d5
 L uncrossed_d3_f4_e3_f5
 L uncrossed_d3_f4_f3_d4
 L uncrossed_d3_f4_f3_e5
 L uncrossed_d3_c5_e3_c4
 L uncrossed_d3_c5_b4_d5
 L uncrossed_d3_c5_c4_e5
 L uncrossed_d3_c5_c4_d6
 L uncrossed_d3_c5_d4_b5
 L uncrossed_d3_e5_e3_c4
 L uncrossed_d3_e5_e3_d5
 L uncrossed_d3_e5_f3_d4
 L uncrossed_d3_e5_d4_f5
 L uncrossed_d3_e5_e4_c5
 L uncrossed_d3_e5_e4_d6
 L uncrossed_d3_e5_f4_d5
 L uncrossed_e3_d5_f3_d4
 L uncrossed_e3_d5_c4_e5
 L uncrossed_e3_d5_d4_f5
 L uncrossed_e3_d5_d4_e6
 L uncrossed_e3_d5_e4_c5
 L uncrossed_e3_f5_f3_d4
 L uncrossed_e3_f5_f3_e5
 L uncrossed_e3_f5_f4_d5
 L uncrossed_e3_f5_f4_e6
 L uncrossed_f3_e5_d4_f5
 L uncrossed_f3_e5_e4_f6
 L uncrossed_f3_e5_f4_d5
 L uncrossed_a4_c5_b4_a6
 L uncrossed_a4_c5_b4_c6
 L uncrossed_a4_c5_c4_a5
 L uncrossed_a4_c5_c4_b6
 L uncrossed_a4_c5_d4_b5
 L uncrossed_a4_b6_b4_a6
 L uncrossed_a4_b6_c4_a5
 L uncrossed_a4_b6_a5_c6
 L uncrossed_a4_b6_c5_a6
 L uncrossed_b4_d5_c4_a5
 L uncrossed_b4_d5_c4_b6
 L uncrossed_b4_d5_c4_d6
 L uncrossed_b4_d5_d4_b5
 L uncrossed_b4_d5_d4_c6
 L uncrossed_b4_d5_e4_c5
 L uncrossed_b4_a6_c4_a5
 L uncrossed_b4_a6_a5_c6
 L uncrossed_b4_c6_c4_a5
 L uncrossed_b4_c6_c4_b6
 L uncrossed_b4_c6_d4_b5
 L uncrossed_b4_c6_b5_d6
 L uncrossed_b4_c6_c5_a6
 L uncrossed_b4_c6_d5_b6
 L uncrossed_c4_e5_d4_b5
 L uncrossed_c4_e5_d4_c6
 L uncrossed_c4_e5_d4_e6
 L uncrossed_c4_e5_e4_c5
 L uncrossed_c4_e5_e4_d6
 L uncrossed_c4_e5_f4_d5
 L uncrossed_c4_b6_d4_b5
 L uncrossed_c4_b6_a5_c6
 L uncrossed_c4_b6_b5_d6
 L uncrossed_c4_b6_c5_a6
 L uncrossed_c4_d6_d4_b5
 L uncrossed_c4_d6_d4_c6
 L uncrossed_c4_d6_e4_c5
 L uncrossed_c4_d6_c5_e6
 L uncrossed_c4_d6_d5_b6
 L uncrossed_c4_d6_e5_c6
 L uncrossed_d4_f5_e4_c5
 L uncrossed_d4_f5_e4_d6
 L uncrossed_d4_f5_e4_f6
 L uncrossed_d4_f5_f4_d5
 L uncrossed_d4_f5_f4_e6
 L uncrossed_d4_c6_e4_c5
 L uncrossed_d4_c6_b5_d6
 L uncrossed_d4_c6_c5_e6
 L uncrossed_d4_c6_d5_b6
 L uncrossed_d4_e6_e4_c5
 L uncrossed_d4_e6_e4_d6
 L uncrossed_d4_e6_f4_d5
 L uncrossed_d4_e6_d5_f6
 L uncrossed_d4_e6_e5_c6
 L uncrossed_d4_e6_f5_d6
 L uncrossed_e4_d6_f4_d5
 L uncrossed_e4_d6_c5_e6
 L uncrossed_e4_d6_d5_f6
 L uncrossed_e4_d6_e5_c6
 L uncrossed_e4_f6_f4_d5
 L uncrossed_e4_f6_f4_e6
 L uncrossed_e4_f6_f5_d6
 L uncrossed_f4_e6_d5_f6
 L uncrossed_f4_e6_f5_d6
 L uncrossed_a5_c6_c5_a6
 L uncrossed_a5_c6_d5_b6
 L uncrossed_b5_d6_c5_a6
 L uncrossed_b5_d6_d5_b6
 L uncrossed_b5_d6_e5_c6
 L uncrossed_c5_e6_d5_b6
 L uncrossed_c5_e6_e5_c6
 L uncrossed_c5_e6_f5_d6
 L uncrossed_d5_f6_e5_c6
 L uncrossed_d5_f6_f5_d6
COLUMNS
 MARKER 'MARKER' 'INTORG'
 arc_a1_b3 obj 1
 arc_a1_b3 out_a1 1
 arc_a1_b3 in_b3 1
 arc_a1_b3 carry_arc_a1_b3 -36
 arc_a1_b3 uncrossed_a1_b3_b1_a3 1
 arc_a1_b3 uncrossed_a1_b3_c1_a2 1
 arc_a1_b3 uncrossed_a1_b3_a2_c3 1
 arc_a1_b3 uncrossed_a1_b3_b2_a4 1
 arc_a1_b3 uncrossed_a1_b3_c2_a3 1
 arc_a1_c2 obj 1
 arc_a1_c2 out_a1 1
 arc_a1_c2 in_c2 1
 arc_a1_c2 carry_arc_a1_c2 -36
 arc_a1_c2 uncrossed_a1_c2_b1_a3 1
 arc_a1_c2 uncrossed_a1_c2_b1_c3 1
 arc_a1_c2 uncrossed_a1_c2_c1_a2 1
 arc_a1_c2 uncrossed_a1_c2_c1_b3 1
 arc_a1_c2 uncrossed_a1_c2_d1_b2 1
 arc_b1_c3 obj 1
 arc_b1_c3 out_b1 1
 arc_b1_c3 in_c3 1
 arc_b1_c3 carry_arc_b1_c3 -36
 arc_b1_c3 uncrossed_a1_c2_b1_c3 1
 arc_b1_c3 uncrossed_b1_c3_c1_a2 1
 arc_b1_c3 uncrossed_b1_c3_c1_b3 1
 arc_b1_c3 uncrossed_b1_c3_d1_b2 1
 arc_b1_c3 uncrossed_b1_c3_b2_d3 1
 arc_b1_c3 uncrossed_b1_c3_c2_a3 1
 arc_b1_c3 uncrossed_b1_c3_c2_b4 1
 arc_b1_c3 uncrossed_b1_c3_d2_b3 1
 arc_b1_d2 obj 1
 arc_b1_d2 out_b1 1
 arc_b1_d2 in_d2 1
 arc_b1_d2 carry_arc_b1_d2 -36
 arc_b1_d2 uncrossed_b1_d2_c1_a2 1
 arc_b1_d2 uncrossed_b1_d2_c1_b3 1
 arc_b1_d2 uncrossed_b1_d2_c1_d3 1
 arc_b1_d2 uncrossed_b1_d2_d1_b2 1
 arc_b1_d2 uncrossed_b1_d2_d1_c3 1
 arc_b1_d2 uncrossed_b1_d2_e1_c2 1
 arc_b1_a3 obj 1
 arc_b1_a3 out_b1 1
 arc_b1_a3 in_a3 1
 arc_b1_a3 carry_arc_b1_a3 -36
 arc_b1_a3 uncrossed_a1_c2_b1_a3 1
 arc_b1_a3 uncrossed_a1_b3_b1_a3 1
 arc_b1_a3 uncrossed_b1_a3_c1_a2 1
 arc_b1_a3 uncrossed_b1_a3_a2_c3 1
 arc_b1_a3 uncrossed_b1_a3_a2_b4 1
 arc_c1_d3 obj 1
 arc_c1_d3 out_c1 1
 arc_c1_d3 in_d3 1
 arc_c1_d3 carry_arc_c1_d3 -36
 arc_c1_d3 uncrossed_b1_d2_c1_d3 1
 arc_c1_d3 uncrossed_c1_d3_d1_b2 1
 arc_c1_d3 uncrossed_c1_d3_d1_c3 1
 arc_c1_d3 uncrossed_c1_d3_e1_c2 1
 arc_c1_d3 uncrossed_c1_d3_c2_e3 1
 arc_c1_d3 uncrossed_c1_d3_d2_b3 1
 arc_c1_d3 uncrossed_c1_d3_d2_c4 1
 arc_c1_d3 uncrossed_c1_d3_e2_c3 1
 arc_c1_e2 obj 1
 arc_c1_e2 out_c1 1
 arc_c1_e2 in_e2 1
 arc_c1_e2 carry_arc_c1_e2 -36
 arc_c1_e2 uncrossed_c1_e2_d1_b2 1
 arc_c1_e2 uncrossed_c1_e2_d1_c3 1
 arc_c1_e2 uncrossed_c1_e2_d1_e3 1
 arc_c1_e2 uncrossed_c1_e2_e1_c2 1
 arc_c1_e2 uncrossed_c1_e2_e1_d3 1
 arc_c1_e2 uncrossed_c1_e2_f1_d2 1
 arc_c1_a2 obj 1
 arc_c1_a2 out_c1 1
 arc_c1_a2 in_a2 1
 arc_c1_a2 carry_arc_c1_a2 -36
 arc_c1_a2 uncrossed_a1_c2_c1_a2 1
 arc_c1_a2 uncrossed_a1_b3_c1_a2 1
 arc_c1_a2 uncrossed_b1_d2_c1_a2 1
 arc_c1_a2 uncrossed_b1_a3_c1_a2 1
 arc_c1_a2 uncrossed_b1_c3_c1_a2 1
 arc_c1_b3 obj 1
 arc_c1_b3 out_c1 1
 arc_c1_b3 in_b3 1
 arc_c1_b3 carry_arc_c1_b3 -36
 arc_c1_b3 uncrossed_a1_c2_c1_b3 1
 arc_c1_b3 uncrossed_b1_d2_c1_b3 1
 arc_c1_b3 uncrossed_b1_c3_c1_b3 1
 arc_c1_b3 uncrossed_c1_b3_d1_b2 1
 arc_c1_b3 uncrossed_c1_b3_a2_c3 1
 arc_c1_b3 uncrossed_c1_b3_b2_d3 1
 arc_c1_b3 uncrossed_c1_b3_b2_c4 1
 arc_c1_b3 uncrossed_c1_b3_c2_a3 1
 arc_d1_e3 obj 1
 arc_d1_e3 out_d1 1
 arc_d1_e3 in_e3 1
 arc_d1_e3 carry_arc_d1_e3 -36
 arc_d1_e3 uncrossed_c1_e2_d1_e3 1
 arc_d1_e3 uncrossed_d1_e3_e1_c2 1
 arc_d1_e3 uncrossed_d1_e3_e1_d3 1
 arc_d1_e3 uncrossed_d1_e3_f1_d2 1
 arc_d1_e3 uncrossed_d1_e3_d2_f3 1
 arc_d1_e3 uncrossed_d1_e3_e2_c3 1
 arc_d1_e3 uncrossed_d1_e3_e2_d4 1
 arc_d1_e3 uncrossed_d1_e3_f2_d3 1
 arc_d1_f2 obj 1
 arc_d1_f2 out_d1 1
 arc_d1_f2 in_f2 1
 arc_d1_f2 carry_arc_d1_f2 -36
 arc_d1_f2 uncrossed_d1_f2_e1_c2 1
 arc_d1_f2 uncrossed_d1_f2_e1_d3 1
 arc_d1_f2 uncrossed_d1_f2_e1_f3 1
 arc_d1_f2 uncrossed_d1_f2_f1_d2 1
 arc_d1_f2 uncrossed_d1_f2_f1_e3 1
 arc_d1_b2 obj 1
 arc_d1_b2 out_d1 1
 arc_d1_b2 in_b2 1
 arc_d1_b2 carry_arc_d1_b2 -36
 arc_d1_b2 uncrossed_a1_c2_d1_b2 1
 arc_d1_b2 uncrossed_b1_d2_d1_b2 1
 arc_d1_b2 uncrossed_b1_c3_d1_b2 1
 arc_d1_b2 uncrossed_c1_e2_d1_b2 1
 arc_d1_b2 uncrossed_c1_b3_d1_b2 1
 arc_d1_b2 uncrossed_c1_d3_d1_b2 1
 arc_d1_c3 obj 1
 arc_d1_c3 out_d1 1
 arc_d1_c3 in_c3 1
 arc_d1_c3 carry_arc_d1_c3 -36
 arc_d1_c3 uncrossed_b1_d2_d1_c3 1
 arc_d1_c3 uncrossed_c1_e2_d1_c3 1
 arc_d1_c3 uncrossed_c1_d3_d1_c3 1
 arc_d1_c3 uncrossed_d1_c3_e1_c2 1
 arc_d1_c3 uncrossed_d1_c3_b2_d3 1
 arc_d1_c3 uncrossed_d1_c3_c2_e3 1
 arc_d1_c3 uncrossed_d1_c3_c2_d4 1
 arc_d1_c3 uncrossed_d1_c3_d2_b3 1
 arc_e1_f3 obj 1
 arc_e1_f3 out_e1 1
 arc_e1_f3 in_f3 1
 arc_e1_f3 carry_arc_e1_f3 -36
 arc_e1_f3 uncrossed_d1_f2_e1_f3 1
 arc_e1_f3 uncrossed_e1_f3_f1_d2 1
 arc_e1_f3 uncrossed_e1_f3_f1_e3 1
 arc_e1_f3 uncrossed_e1_f3_f2_d3 1
 arc_e1_f3 uncrossed_e1_f3_f2_e4 1
 arc_e1_c2 obj 1
 arc_e1_c2 out_e1 1
 arc_e1_c2 in_c2 1
 arc_e1_c2 carry_arc_e1_c2 -36
 arc_e1_c2 uncrossed_b1_d2_e1_c2 1
 arc_e1_c2 uncrossed_c1_e2_e1_c2 1
 arc_e1_c2 uncrossed_c1_d3_e1_c2 1
 arc_e1_c2 uncrossed_d1_f2_e1_c2 1
 arc_e1_c2 uncrossed_d1_c3_e1_c2 1
 arc_e1_c2 uncrossed_d1_e3_e1_c2 1
 arc_e1_d3 obj 1
 arc_e1_d3 out_e1 1
 arc_e1_d3 in_d3 1
 arc_e1_d3 carry_arc_e1_d3 -36
 arc_e1_d3 uncrossed_c1_e2_e1_d3 1
 arc_e1_d3 uncrossed_d1_f2_e1_d3 1
 arc_e1_d3 uncrossed_d1_e3_e1_d3 1
 arc_e1_d3 uncrossed_e1_d3_f1_d2 1
 arc_e1_d3 uncrossed_e1_d3_c2_e3 1
 arc_e1_d3 uncrossed_e1_d3_d2_f3 1
 arc_e1_d3 uncrossed_e1_d3_d2_e4 1
 arc_e1_d3 uncrossed_e1_d3_e2_c3 1
 arc_f1_d2 obj 1
 arc_f1_d2 out_f1 1
 arc_f1_d2 in_d2 1
 arc_f1_d2 carry_arc_f1_d2 -36
 arc_f1_d2 uncrossed_c1_e2_f1_d2 1
 arc_f1_d2 uncrossed_d1_f2_f1_d2 1
 arc_f1_d2 uncrossed_d1_e3_f1_d2 1
 arc_f1_d2 uncrossed_e1_d3_f1_d2 1
 arc_f1_d2 uncrossed_e1_f3_f1_d2 1
 arc_f1_e3 obj 1
 arc_f1_e3 out_f1 1
 arc_f1_e3 in_e3 1
 arc_f1_e3 carry_arc_f1_e3 -36
 arc_f1_e3 uncrossed_d1_f2_f1_e3 1
 arc_f1_e3 uncrossed_e1_f3_f1_e3 1
 arc_f1_e3 uncrossed_f1_e3_d2_f3 1
 arc_f1_e3 uncrossed_f1_e3_e2_f4 1
 arc_f1_e3 uncrossed_f1_e3_f2_d3 1
 arc_a2_b4 obj 1
 arc_a2_b4 out_a2 1
 arc_a2_b4 in_b4 1
 arc_a2_b4 carry_arc_a2_b4 -36
 arc_a2_b4 uncrossed_b1_a3_a2_b4 1
 arc_a2_b4 uncrossed_a2_b4_b2_a4 1
 arc_a2_b4 uncrossed_a2_b4_c2_a3 1
 arc_a2_b4 uncrossed_a2_b4_a3_c4 1
 arc_a2_b4 uncrossed_a2_b4_b3_a5 1
 arc_a2_b4 uncrossed_a2_b4_c3_a4 1
 arc_a2_c3 obj 1
 arc_a2_c3 out_a2 1
 arc_a2_c3 in_c3 1
 arc_a2_c3 carry_arc_a2_c3 -36
 arc_a2_c3 uncrossed_a1_b3_a2_c3 1
 arc_a2_c3 uncrossed_b1_a3_a2_c3 1
 arc_a2_c3 uncrossed_c1_b3_a2_c3 1
 arc_a2_c3 uncrossed_a2_c3_b2_a4 1
 arc_a2_c3 uncrossed_a2_c3_b2_c4 1
 arc_a2_c3 uncrossed_a2_c3_c2_a3 1
 arc_a2_c3 uncrossed_a2_c3_c2_b4 1
 arc_a2_c3 uncrossed_a2_c3_d2_b3 1
 arc_a2_c1 obj 1
 arc_a2_c1 in_c1 1
 arc_a2_c1 out_a2 1
 arc_a2_c1 carry_arc_a2_c1 -36
 arc_a2_c1 uncrossed_a1_c2_c1_a2 1
 arc_a2_c1 uncrossed_a1_b3_c1_a2 1
 arc_a2_c1 uncrossed_b1_d2_c1_a2 1
 arc_a2_c1 uncrossed_b1_a3_c1_a2 1
 arc_a2_c1 uncrossed_b1_c3_c1_a2 1
 arc_b2_c4 obj 1
 arc_b2_c4 out_b2 1
 arc_b2_c4 in_c4 1
 arc_b2_c4 carry_arc_b2_c4 -36
 arc_b2_c4 uncrossed_c1_b3_b2_c4 1
 arc_b2_c4 uncrossed_a2_c3_b2_c4 1
 arc_b2_c4 uncrossed_b2_c4_c2_a3 1
 arc_b2_c4 uncrossed_b2_c4_c2_b4 1
 arc_b2_c4 uncrossed_b2_c4_d2_b3 1
 arc_b2_c4 uncrossed_b2_c4_b3_d4 1
 arc_b2_c4 uncrossed_b2_c4_c3_a4 1
 arc_b2_c4 uncrossed_b2_c4_c3_b5 1
 arc_b2_c4 uncrossed_b2_c4_d3_b4 1
 arc_b2_d3 obj 1
 arc_b2_d3 out_b2 1
 arc_b2_d3 in_d3 1
 arc_b2_d3 carry_arc_b2_d3 -36
 arc_b2_d3 uncrossed_b1_c3_b2_d3 1
 arc_b2_d3 uncrossed_c1_b3_b2_d3 1
 arc_b2_d3 uncrossed_d1_c3_b2_d3 1
 arc_b2_d3 uncrossed_b2_d3_c2_a3 1
 arc_b2_d3 uncrossed_b2_d3_c2_b4 1
 arc_b2_d3 uncrossed_b2_d3_c2_d4 1
 arc_b2_d3 uncrossed_b2_d3_d2_b3 1
 arc_b2_d3 uncrossed_b2_d3_d2_c4 1
 arc_b2_d3 uncrossed_b2_d3_e2_c3 1
 arc_b2_d1 obj 1
 arc_b2_d1 in_d1 1
 arc_b2_d1 out_b2 1
 arc_b2_d1 carry_arc_b2_d1 -36
 arc_b2_d1 uncrossed_a1_c2_d1_b2 1
 arc_b2_d1 uncrossed_b1_d2_d1_b2 1
 arc_b2_d1 uncrossed_b1_c3_d1_b2 1
 arc_b2_d1 uncrossed_c1_e2_d1_b2 1
 arc_b2_d1 uncrossed_c1_b3_d1_b2 1
 arc_b2_d1 uncrossed_c1_d3_d1_b2 1
 arc_b2_a4 obj 1
 arc_b2_a4 out_b2 1
 arc_b2_a4 in_a4 1
 arc_b2_a4 carry_arc_b2_a4 -36
 arc_b2_a4 uncrossed_a1_b3_b2_a4 1
 arc_b2_a4 uncrossed_a2_c3_b2_a4 1
 arc_b2_a4 uncrossed_a2_b4_b2_a4 1
 arc_b2_a4 uncrossed_b2_a4_c2_a3 1
 arc_b2_a4 uncrossed_b2_a4_a3_c4 1
 arc_b2_a4 uncrossed_b2_a4_a3_b5 1
 arc_c2_d4 obj 1
 arc_c2_d4 out_c2 1
 arc_c2_d4 in_d4 1
 arc_c2_d4 carry_arc_c2_d4 -36
 arc_c2_d4 uncrossed_d1_c3_c2_d4 1
 arc_c2_d4 uncrossed_b2_d3_c2_d4 1
 arc_c2_d4 uncrossed_c2_d4_d2_b3 1
 arc_c2_d4 uncrossed_c2_d4_d2_c4 1
 arc_c2_d4 uncrossed_c2_d4_e2_c3 1
 arc_c2_d4 uncrossed_c2_d4_c3_e4 1
 arc_c2_d4 uncrossed_c2_d4_d3_b4 1
 arc_c2_d4 uncrossed_c2_d4_d3_c5 1
 arc_c2_d4 uncrossed_c2_d4_e3_c4 1
 arc_c2_e3 obj 1
 arc_c2_e3 out_c2 1
 arc_c2_e3 in_e3 1
 arc_c2_e3 carry_arc_c2_e3 -36
 arc_c2_e3 uncrossed_c1_d3_c2_e3 1
 arc_c2_e3 uncrossed_d1_c3_c2_e3 1
 arc_c2_e3 uncrossed_e1_d3_c2_e3 1
 arc_c2_e3 uncrossed_c2_e3_d2_b3 1
 arc_c2_e3 uncrossed_c2_e3_d2_c4 1
 arc_c2_e3 uncrossed_c2_e3_d2_e4 1
 arc_c2_e3 uncrossed_c2_e3_e2_c3 1
 arc_c2_e3 uncrossed_c2_e3_e2_d4 1
 arc_c2_e3 uncrossed_c2_e3_f2_d3 1
 arc_c2_e1 obj 1
 arc_c2_e1 in_e1 1
 arc_c2_e1 out_c2 1
 arc_c2_e1 carry_arc_c2_e1 -36
 arc_c2_e1 uncrossed_b1_d2_e1_c2 1
 arc_c2_e1 uncrossed_c1_e2_e1_c2 1
 arc_c2_e1 uncrossed_c1_d3_e1_c2 1
 arc_c2_e1 uncrossed_d1_f2_e1_c2 1
 arc_c2_e1 uncrossed_d1_c3_e1_c2 1
 arc_c2_e1 uncrossed_d1_e3_e1_c2 1
 arc_c2_a1 obj 1
 arc_c2_a1 in_a1 1
 arc_c2_a1 out_c2 1
 arc_c2_a1 carry_arc_c2_a1 -36
 arc_c2_a1 uncrossed_a1_c2_b1_a3 1
 arc_c2_a1 uncrossed_a1_c2_b1_c3 1
 arc_c2_a1 uncrossed_a1_c2_c1_a2 1
 arc_c2_a1 uncrossed_a1_c2_c1_b3 1
 arc_c2_a1 uncrossed_a1_c2_d1_b2 1
 arc_c2_a3 obj 1
 arc_c2_a3 out_c2 1
 arc_c2_a3 in_a3 1
 arc_c2_a3 carry_arc_c2_a3 -36
 arc_c2_a3 uncrossed_a1_b3_c2_a3 1
 arc_c2_a3 uncrossed_b1_c3_c2_a3 1
 arc_c2_a3 uncrossed_c1_b3_c2_a3 1
 arc_c2_a3 uncrossed_a2_c3_c2_a3 1
 arc_c2_a3 uncrossed_a2_b4_c2_a3 1
 arc_c2_a3 uncrossed_b2_d3_c2_a3 1
 arc_c2_a3 uncrossed_b2_a4_c2_a3 1
 arc_c2_a3 uncrossed_b2_c4_c2_a3 1
 arc_c2_b4 obj 1
 arc_c2_b4 out_c2 1
 arc_c2_b4 in_b4 1
 arc_c2_b4 carry_arc_c2_b4 -36
 arc_c2_b4 uncrossed_b1_c3_c2_b4 1
 arc_c2_b4 uncrossed_a2_c3_c2_b4 1
 arc_c2_b4 uncrossed_b2_d3_c2_b4 1
 arc_c2_b4 uncrossed_b2_c4_c2_b4 1
 arc_c2_b4 uncrossed_c2_b4_d2_b3 1
 arc_c2_b4 uncrossed_c2_b4_a3_c4 1
 arc_c2_b4 uncrossed_c2_b4_b3_d4 1
 arc_c2_b4 uncrossed_c2_b4_b3_c5 1
 arc_c2_b4 uncrossed_c2_b4_c3_a4 1
 arc_d2_e4 obj 1
 arc_d2_e4 out_d2 1
 arc_d2_e4 in_e4 1
 arc_d2_e4 carry_arc_d2_e4 -36
 arc_d2_e4 uncrossed_e1_d3_d2_e4 1
 arc_d2_e4 uncrossed_c2_e3_d2_e4 1
 arc_d2_e4 uncrossed_d2_e4_e2_c3 1
 arc_d2_e4 uncrossed_d2_e4_e2_d4 1
 arc_d2_e4 uncrossed_d2_e4_f2_d3 1
 arc_d2_e4 uncrossed_d2_e4_d3_f4 1
 arc_d2_e4 uncrossed_d2_e4_e3_c4 1
 arc_d2_e4 uncrossed_d2_e4_e3_d5 1
 arc_d2_e4 uncrossed_d2_e4_f3_d4 1
 arc_d2_f3 obj 1
 arc_d2_f3 out_d2 1
 arc_d2_f3 in_f3 1
 arc_d2_f3 carry_arc_d2_f3 -36
 arc_d2_f3 uncrossed_d1_e3_d2_f3 1
 arc_d2_f3 uncrossed_e1_d3_d2_f3 1
 arc_d2_f3 uncrossed_f1_e3_d2_f3 1
 arc_d2_f3 uncrossed_d2_f3_e2_c3 1
 arc_d2_f3 uncrossed_d2_f3_e2_d4 1
 arc_d2_f3 uncrossed_d2_f3_e2_f4 1
 arc_d2_f3 uncrossed_d2_f3_f2_d3 1
 arc_d2_f3 uncrossed_d2_f3_f2_e4 1
 arc_d2_f1 obj 1
 arc_d2_f1 in_f1 1
 arc_d2_f1 out_d2 1
 arc_d2_f1 carry_arc_d2_f1 -36
 arc_d2_f1 uncrossed_c1_e2_f1_d2 1
 arc_d2_f1 uncrossed_d1_f2_f1_d2 1
 arc_d2_f1 uncrossed_d1_e3_f1_d2 1
 arc_d2_f1 uncrossed_e1_d3_f1_d2 1
 arc_d2_f1 uncrossed_e1_f3_f1_d2 1
 arc_d2_b1 obj 1
 arc_d2_b1 in_b1 1
 arc_d2_b1 out_d2 1
 arc_d2_b1 carry_arc_d2_b1 -36
 arc_d2_b1 uncrossed_b1_d2_c1_a2 1
 arc_d2_b1 uncrossed_b1_d2_c1_b3 1
 arc_d2_b1 uncrossed_b1_d2_c1_d3 1
 arc_d2_b1 uncrossed_b1_d2_d1_b2 1
 arc_d2_b1 uncrossed_b1_d2_d1_c3 1
 arc_d2_b1 uncrossed_b1_d2_e1_c2 1
 arc_d2_b3 obj 1
 arc_d2_b3 out_d2 1
 arc_d2_b3 in_b3 1
 arc_d2_b3 carry_arc_d2_b3 -36
 arc_d2_b3 uncrossed_b1_c3_d2_b3 1
 arc_d2_b3 uncrossed_c1_d3_d2_b3 1
 arc_d2_b3 uncrossed_d1_c3_d2_b3 1
 arc_d2_b3 uncrossed_a2_c3_d2_b3 1
 arc_d2_b3 uncrossed_b2_d3_d2_b3 1
 arc_d2_b3 uncrossed_b2_c4_d2_b3 1
 arc_d2_b3 uncrossed_c2_e3_d2_b3 1
 arc_d2_b3 uncrossed_c2_b4_d2_b3 1
 arc_d2_b3 uncrossed_c2_d4_d2_b3 1
 arc_d2_c4 obj 1
 arc_d2_c4 out_d2 1
 arc_d2_c4 in_c4 1
 arc_d2_c4 carry_arc_d2_c4 -36
 arc_d2_c4 uncrossed_c1_d3_d2_c4 1
 arc_d2_c4 uncrossed_b2_d3_d2_c4 1
 arc_d2_c4 uncrossed_c2_e3_d2_c4 1
 arc_d2_c4 uncrossed_c2_d4_d2_c4 1
 arc_d2_c4 uncrossed_d2_c4_e2_c3 1
 arc_d2_c4 uncrossed_d2_c4_b3_d4 1
 arc_d2_c4 uncrossed_d2_c4_c3_e4 1
 arc_d2_c4 uncrossed_d2_c4_c3_d5 1
 arc_d2_c4 uncrossed_d2_c4_d3_b4 1
 arc_e2_f4 obj 1
 arc_e2_f4 out_e2 1
 arc_e2_f4 in_f4 1
 arc_e2_f4 carry_arc_e2_f4 -36
 arc_e2_f4 uncrossed_f1_e3_e2_f4 1
 arc_e2_f4 uncrossed_d2_f3_e2_f4 1
 arc_e2_f4 uncrossed_e2_f4_f2_d3 1
 arc_e2_f4 uncrossed_e2_f4_f2_e4 1
 arc_e2_f4 uncrossed_e2_f4_f3_d4 1
 arc_e2_f4 uncrossed_e2_f4_f3_e5 1
 arc_e2_c1 obj 1
 arc_e2_c1 in_c1 1
 arc_e2_c1 out_e2 1
 arc_e2_c1 carry_arc_e2_c1 -36
 arc_e2_c1 uncrossed_c1_e2_d1_b2 1
 arc_e2_c1 uncrossed_c1_e2_d1_c3 1
 arc_e2_c1 uncrossed_c1_e2_d1_e3 1
 arc_e2_c1 uncrossed_c1_e2_e1_c2 1
 arc_e2_c1 uncrossed_c1_e2_e1_d3 1
 arc_e2_c1 uncrossed_c1_e2_f1_d2 1
 arc_e2_c3 obj 1
 arc_e2_c3 out_e2 1
 arc_e2_c3 in_c3 1
 arc_e2_c3 carry_arc_e2_c3 -36
 arc_e2_c3 uncrossed_c1_d3_e2_c3 1
 arc_e2_c3 uncrossed_d1_e3_e2_c3 1
 arc_e2_c3 uncrossed_e1_d3_e2_c3 1
 arc_e2_c3 uncrossed_b2_d3_e2_c3 1
 arc_e2_c3 uncrossed_c2_e3_e2_c3 1
 arc_e2_c3 uncrossed_c2_d4_e2_c3 1
 arc_e2_c3 uncrossed_d2_f3_e2_c3 1
 arc_e2_c3 uncrossed_d2_c4_e2_c3 1
 arc_e2_c3 uncrossed_d2_e4_e2_c3 1
 arc_e2_d4 obj 1
 arc_e2_d4 out_e2 1
 arc_e2_d4 in_d4 1
 arc_e2_d4 carry_arc_e2_d4 -36
 arc_e2_d4 uncrossed_d1_e3_e2_d4 1
 arc_e2_d4 uncrossed_c2_e3_e2_d4 1
 arc_e2_d4 uncrossed_d2_f3_e2_d4 1
 arc_e2_d4 uncrossed_d2_e4_e2_d4 1
 arc_e2_d4 uncrossed_e2_d4_f2_d3 1
 arc_e2_d4 uncrossed_e2_d4_c3_e4 1
 arc_e2_d4 uncrossed_e2_d4_d3_f4 1
 arc_e2_d4 uncrossed_e2_d4_d3_e5 1
 arc_e2_d4 uncrossed_e2_d4_e3_c4 1
 arc_f2_d1 obj 1
 arc_f2_d1 in_d1 1
 arc_f2_d1 out_f2 1
 arc_f2_d1 carry_arc_f2_d1 -36
 arc_f2_d1 uncrossed_d1_f2_e1_c2 1
 arc_f2_d1 uncrossed_d1_f2_e1_d3 1
 arc_f2_d1 uncrossed_d1_f2_e1_f3 1
 arc_f2_d1 uncrossed_d1_f2_f1_d2 1
 arc_f2_d1 uncrossed_d1_f2_f1_e3 1
 arc_f2_d3 obj 1
 arc_f2_d3 out_f2 1
 arc_f2_d3 in_d3 1
 arc_f2_d3 carry_arc_f2_d3 -36
 arc_f2_d3 uncrossed_d1_e3_f2_d3 1
 arc_f2_d3 uncrossed_e1_f3_f2_d3 1
 arc_f2_d3 uncrossed_f1_e3_f2_d3 1
 arc_f2_d3 uncrossed_c2_e3_f2_d3 1
 arc_f2_d3 uncrossed_d2_f3_f2_d3 1
 arc_f2_d3 uncrossed_d2_e4_f2_d3 1
 arc_f2_d3 uncrossed_e2_d4_f2_d3 1
 arc_f2_d3 uncrossed_e2_f4_f2_d3 1
 arc_f2_e4 obj 1
 arc_f2_e4 out_f2 1
 arc_f2_e4 in_e4 1
 arc_f2_e4 carry_arc_f2_e4 -36
 arc_f2_e4 uncrossed_e1_f3_f2_e4 1
 arc_f2_e4 uncrossed_d2_f3_f2_e4 1
 arc_f2_e4 uncrossed_e2_f4_f2_e4 1
 arc_f2_e4 uncrossed_f2_e4_d3_f4 1
 arc_f2_e4 uncrossed_f2_e4_e3_f5 1
 arc_f2_e4 uncrossed_f2_e4_f3_d4 1
 arc_a3_b5 obj 1
 arc_a3_b5 out_a3 1
 arc_a3_b5 in_b5 1
 arc_a3_b5 carry_arc_a3_b5 -36
 arc_a3_b5 uncrossed_b2_a4_a3_b5 1
 arc_a3_b5 uncrossed_a3_b5_b3_a5 1
 arc_a3_b5 uncrossed_a3_b5_c3_a4 1
 arc_a3_b5 uncrossed_a3_b5_a4_c5 1
 arc_a3_b5 uncrossed_a3_b5_b4_a6 1
 arc_a3_b5 uncrossed_a3_b5_c4_a5 1
 arc_a3_c4 obj 1
 arc_a3_c4 out_a3 1
 arc_a3_c4 in_c4 1
 arc_a3_c4 carry_arc_a3_c4 -36
 arc_a3_c4 uncrossed_a2_b4_a3_c4 1
 arc_a3_c4 uncrossed_b2_a4_a3_c4 1
 arc_a3_c4 uncrossed_c2_b4_a3_c4 1
 arc_a3_c4 uncrossed_a3_c4_b3_a5 1
 arc_a3_c4 uncrossed_a3_c4_b3_c5 1
 arc_a3_c4 uncrossed_a3_c4_c3_a4 1
 arc_a3_c4 uncrossed_a3_c4_c3_b5 1
 arc_a3_c4 uncrossed_a3_c4_d3_b4 1
 arc_a3_c2 obj 1
 arc_a3_c2 in_c2 1
 arc_a3_c2 out_a3 1
 arc_a3_c2 carry_arc_a3_c2 -36
 arc_a3_c2 uncrossed_a1_b3_c2_a3 1
 arc_a3_c2 uncrossed_b1_c3_c2_a3 1
 arc_a3_c2 uncrossed_c1_b3_c2_a3 1
 arc_a3_c2 uncrossed_a2_c3_c2_a3 1
 arc_a3_c2 uncrossed_a2_b4_c2_a3 1
 arc_a3_c2 uncrossed_b2_d3_c2_a3 1
 arc_a3_c2 uncrossed_b2_a4_c2_a3 1
 arc_a3_c2 uncrossed_b2_c4_c2_a3 1
 arc_a3_b1 obj 1
 arc_a3_b1 in_b1 1
 arc_a3_b1 out_a3 1
 arc_a3_b1 carry_arc_a3_b1 -36
 arc_a3_b1 uncrossed_a1_c2_b1_a3 1
 arc_a3_b1 uncrossed_a1_b3_b1_a3 1
 arc_a3_b1 uncrossed_b1_a3_c1_a2 1
 arc_a3_b1 uncrossed_b1_a3_a2_c3 1
 arc_a3_b1 uncrossed_b1_a3_a2_b4 1
 arc_b3_c5 obj 1
 arc_b3_c5 out_b3 1
 arc_b3_c5 in_c5 1
 arc_b3_c5 carry_arc_b3_c5 -36
 arc_b3_c5 uncrossed_c2_b4_b3_c5 1
 arc_b3_c5 uncrossed_a3_c4_b3_c5 1
 arc_b3_c5 uncrossed_b3_c5_c3_a4 1
 arc_b3_c5 uncrossed_b3_c5_c3_b5 1
 arc_b3_c5 uncrossed_b3_c5_d3_b4 1
 arc_b3_c5 uncrossed_b3_c5_b4_d5 1
 arc_b3_c5 uncrossed_b3_c5_c4_a5 1
 arc_b3_c5 uncrossed_b3_c5_c4_b6 1
 arc_b3_c5 uncrossed_b3_c5_d4_b5 1
 arc_b3_d4 obj 1
 arc_b3_d4 out_b3 1
 arc_b3_d4 in_d4 1
 arc_b3_d4 carry_arc_b3_d4 -36
 arc_b3_d4 uncrossed_b2_c4_b3_d4 1
 arc_b3_d4 uncrossed_c2_b4_b3_d4 1
 arc_b3_d4 uncrossed_d2_c4_b3_d4 1
 arc_b3_d4 uncrossed_b3_d4_c3_a4 1
 arc_b3_d4 uncrossed_b3_d4_c3_b5 1
 arc_b3_d4 uncrossed_b3_d4_c3_d5 1
 arc_b3_d4 uncrossed_b3_d4_d3_b4 1
 arc_b3_d4 uncrossed_b3_d4_d3_c5 1
 arc_b3_d4 uncrossed_b3_d4_e3_c4 1
 arc_b3_d2 obj 1
 arc_b3_d2 in_d2 1
 arc_b3_d2 out_b3 1
 arc_b3_d2 carry_arc_b3_d2 -36
 arc_b3_d2 uncrossed_b1_c3_d2_b3 1
 arc_b3_d2 uncrossed_c1_d3_d2_b3 1
 arc_b3_d2 uncrossed_d1_c3_d2_b3 1
 arc_b3_d2 uncrossed_a2_c3_d2_b3 1
 arc_b3_d2 uncrossed_b2_d3_d2_b3 1
 arc_b3_d2 uncrossed_b2_c4_d2_b3 1
 arc_b3_d2 uncrossed_c2_e3_d2_b3 1
 arc_b3_d2 uncrossed_c2_b4_d2_b3 1
 arc_b3_d2 uncrossed_c2_d4_d2_b3 1
 arc_b3_c1 obj 1
 arc_b3_c1 in_c1 1
 arc_b3_c1 out_b3 1
 arc_b3_c1 carry_arc_b3_c1 -36
 arc_b3_c1 uncrossed_a1_c2_c1_b3 1
 arc_b3_c1 uncrossed_b1_d2_c1_b3 1
 arc_b3_c1 uncrossed_b1_c3_c1_b3 1
 arc_b3_c1 uncrossed_c1_b3_d1_b2 1
 arc_b3_c1 uncrossed_c1_b3_a2_c3 1
 arc_b3_c1 uncrossed_c1_b3_b2_d3 1
 arc_b3_c1 uncrossed_c1_b3_b2_c4 1
 arc_b3_c1 uncrossed_c1_b3_c2_a3 1
 arc_b3_a1 obj 1
 arc_b3_a1 in_a1 1
 arc_b3_a1 out_b3 1
 arc_b3_a1 carry_arc_b3_a1 -36
 arc_b3_a1 uncrossed_a1_b3_b1_a3 1
 arc_b3_a1 uncrossed_a1_b3_c1_a2 1
 arc_b3_a1 uncrossed_a1_b3_a2_c3 1
 arc_b3_a1 uncrossed_a1_b3_b2_a4 1
 arc_b3_a1 uncrossed_a1_b3_c2_a3 1
 arc_b3_a5 obj 1
 arc_b3_a5 out_b3 1
 arc_b3_a5 in_a5 1
 arc_b3_a5 carry_arc_b3_a5 -36
 arc_b3_a5 uncrossed_a2_b4_b3_a5 1
 arc_b3_a5 uncrossed_a3_c4_b3_a5 1
 arc_b3_a5 uncrossed_a3_b5_b3_a5 1
 arc_b3_a5 uncrossed_b3_a5_c3_a4 1
 arc_b3_a5 uncrossed_b3_a5_a4_c5 1
 arc_b3_a5 uncrossed_b3_a5_a4_b6 1
 arc_c3_d5 obj 1
 arc_c3_d5 out_c3 1
 arc_c3_d5 in_d5 1
 arc_c3_d5 carry_arc_c3_d5 -36
 arc_c3_d5 uncrossed_d2_c4_c3_d5 1
 arc_c3_d5 uncrossed_b3_d4_c3_d5 1
 arc_c3_d5 uncrossed_c3_d5_d3_b4 1
 arc_c3_d5 uncrossed_c3_d5_d3_c5 1
 arc_c3_d5 uncrossed_c3_d5_e3_c4 1
 arc_c3_d5 uncrossed_c3_d5_c4_e5 1
 arc_c3_d5 uncrossed_c3_d5_d4_b5 1
 arc_c3_d5 uncrossed_c3_d5_d4_c6 1
 arc_c3_d5 uncrossed_c3_d5_e4_c5 1
 arc_c3_e4 obj 1
 arc_c3_e4 out_c3 1
 arc_c3_e4 in_e4 1
 arc_c3_e4 carry_arc_c3_e4 -36
 arc_c3_e4 uncrossed_c2_d4_c3_e4 1
 arc_c3_e4 uncrossed_d2_c4_c3_e4 1
 arc_c3_e4 uncrossed_e2_d4_c3_e4 1
 arc_c3_e4 uncrossed_c3_e4_d3_b4 1
 arc_c3_e4 uncrossed_c3_e4_d3_c5 1
 arc_c3_e4 uncrossed_c3_e4_d3_e5 1
 arc_c3_e4 uncrossed_c3_e4_e3_c4 1
 arc_c3_e4 uncrossed_c3_e4_e3_d5 1
 arc_c3_e4 uncrossed_c3_e4_f3_d4 1
 arc_c3_e2 obj 1
 arc_c3_e2 in_e2 1
 arc_c3_e2 out_c3 1
 arc_c3_e2 carry_arc_c3_e2 -36
 arc_c3_e2 uncrossed_c1_d3_e2_c3 1
 arc_c3_e2 uncrossed_d1_e3_e2_c3 1
 arc_c3_e2 uncrossed_e1_d3_e2_c3 1
 arc_c3_e2 uncrossed_b2_d3_e2_c3 1
 arc_c3_e2 uncrossed_c2_e3_e2_c3 1
 arc_c3_e2 uncrossed_c2_d4_e2_c3 1
 arc_c3_e2 uncrossed_d2_f3_e2_c3 1
 arc_c3_e2 uncrossed_d2_c4_e2_c3 1
 arc_c3_e2 uncrossed_d2_e4_e2_c3 1
 arc_c3_d1 obj 1
 arc_c3_d1 in_d1 1
 arc_c3_d1 out_c3 1
 arc_c3_d1 carry_arc_c3_d1 -36
 arc_c3_d1 uncrossed_b1_d2_d1_c3 1
 arc_c3_d1 uncrossed_c1_e2_d1_c3 1
 arc_c3_d1 uncrossed_c1_d3_d1_c3 1
 arc_c3_d1 uncrossed_d1_c3_e1_c2 1
 arc_c3_d1 uncrossed_d1_c3_b2_d3 1
 arc_c3_d1 uncrossed_d1_c3_c2_e3 1
 arc_c3_d1 uncrossed_d1_c3_c2_d4 1
 arc_c3_d1 uncrossed_d1_c3_d2_b3 1
 arc_c3_b1 obj 1
 arc_c3_b1 in_b1 1
 arc_c3_b1 out_c3 1
 arc_c3_b1 carry_arc_c3_b1 -36
 arc_c3_b1 uncrossed_a1_c2_b1_c3 1
 arc_c3_b1 uncrossed_b1_c3_c1_a2 1
 arc_c3_b1 uncrossed_b1_c3_c1_b3 1
 arc_c3_b1 uncrossed_b1_c3_d1_b2 1
 arc_c3_b1 uncrossed_b1_c3_b2_d3 1
 arc_c3_b1 uncrossed_b1_c3_c2_a3 1
 arc_c3_b1 uncrossed_b1_c3_c2_b4 1
 arc_c3_b1 uncrossed_b1_c3_d2_b3 1
 arc_c3_a2 obj 1
 arc_c3_a2 in_a2 1
 arc_c3_a2 out_c3 1
 arc_c3_a2 carry_arc_c3_a2 -36
 arc_c3_a2 uncrossed_a1_b3_a2_c3 1
 arc_c3_a2 uncrossed_b1_a3_a2_c3 1
 arc_c3_a2 uncrossed_c1_b3_a2_c3 1
 arc_c3_a2 uncrossed_a2_c3_b2_a4 1
 arc_c3_a2 uncrossed_a2_c3_b2_c4 1
 arc_c3_a2 uncrossed_a2_c3_c2_a3 1
 arc_c3_a2 uncrossed_a2_c3_c2_b4 1
 arc_c3_a2 uncrossed_a2_c3_d2_b3 1
 arc_c3_a4 obj 1
 arc_c3_a4 out_c3 1
 arc_c3_a4 in_a4 1
 arc_c3_a4 carry_arc_c3_a4 -36
 arc_c3_a4 uncrossed_a2_b4_c3_a4 1
 arc_c3_a4 uncrossed_b2_c4_c3_a4 1
 arc_c3_a4 uncrossed_c2_b4_c3_a4 1
 arc_c3_a4 uncrossed_a3_c4_c3_a4 1
 arc_c3_a4 uncrossed_a3_b5_c3_a4 1
 arc_c3_a4 uncrossed_b3_d4_c3_a4 1
 arc_c3_a4 uncrossed_b3_a5_c3_a4 1
 arc_c3_a4 uncrossed_b3_c5_c3_a4 1
 arc_c3_b5 obj 1
 arc_c3_b5 out_c3 1
 arc_c3_b5 in_b5 1
 arc_c3_b5 carry_arc_c3_b5 -36
 arc_c3_b5 uncrossed_b2_c4_c3_b5 1
 arc_c3_b5 uncrossed_a3_c4_c3_b5 1
 arc_c3_b5 uncrossed_b3_d4_c3_b5 1
 arc_c3_b5 uncrossed_b3_c5_c3_b5 1
 arc_c3_b5 uncrossed_c3_b5_d3_b4 1
 arc_c3_b5 uncrossed_c3_b5_a4_c5 1
 arc_c3_b5 uncrossed_c3_b5_b4_d5 1
 arc_c3_b5 uncrossed_c3_b5_b4_c6 1
 arc_c3_b5 uncrossed_c3_b5_c4_a5 1
 arc_d3_e5 obj 1
 arc_d3_e5 out_d3 1
 arc_d3_e5 in_e5 1
 arc_d3_e5 carry_arc_d3_e5 -36
 arc_d3_e5 uncrossed_e2_d4_d3_e5 1
 arc_d3_e5 uncrossed_c3_e4_d3_e5 1
 arc_d3_e5 uncrossed_d3_e5_e3_c4 1
 arc_d3_e5 uncrossed_d3_e5_e3_d5 1
 arc_d3_e5 uncrossed_d3_e5_f3_d4 1
 arc_d3_e5 uncrossed_d3_e5_d4_f5 1
 arc_d3_e5 uncrossed_d3_e5_e4_c5 1
 arc_d3_e5 uncrossed_d3_e5_e4_d6 1
 arc_d3_e5 uncrossed_d3_e5_f4_d5 1
 arc_d3_f4 obj 1
 arc_d3_f4 out_d3 1
 arc_d3_f4 in_f4 1
 arc_d3_f4 carry_arc_d3_f4 -36
 arc_d3_f4 uncrossed_d2_e4_d3_f4 1
 arc_d3_f4 uncrossed_e2_d4_d3_f4 1
 arc_d3_f4 uncrossed_f2_e4_d3_f4 1
 arc_d3_f4 uncrossed_d3_f4_e3_c4 1
 arc_d3_f4 uncrossed_d3_f4_e3_d5 1
 arc_d3_f4 uncrossed_d3_f4_e3_f5 1
 arc_d3_f4 uncrossed_d3_f4_f3_d4 1
 arc_d3_f4 uncrossed_d3_f4_f3_e5 1
 arc_d3_f2 obj 1
 arc_d3_f2 in_f2 1
 arc_d3_f2 out_d3 1
 arc_d3_f2 carry_arc_d3_f2 -36
 arc_d3_f2 uncrossed_d1_e3_f2_d3 1
 arc_d3_f2 uncrossed_e1_f3_f2_d3 1
 arc_d3_f2 uncrossed_f1_e3_f2_d3 1
 arc_d3_f2 uncrossed_c2_e3_f2_d3 1
 arc_d3_f2 uncrossed_d2_f3_f2_d3 1
 arc_d3_f2 uncrossed_d2_e4_f2_d3 1
 arc_d3_f2 uncrossed_e2_d4_f2_d3 1
 arc_d3_f2 uncrossed_e2_f4_f2_d3 1
 arc_d3_e1 obj 1
 arc_d3_e1 in_e1 1
 arc_d3_e1 out_d3 1
 arc_d3_e1 carry_arc_d3_e1 -36
 arc_d3_e1 uncrossed_c1_e2_e1_d3 1
 arc_d3_e1 uncrossed_d1_f2_e1_d3 1
 arc_d3_e1 uncrossed_d1_e3_e1_d3 1
 arc_d3_e1 uncrossed_e1_d3_f1_d2 1
 arc_d3_e1 uncrossed_e1_d3_c2_e3 1
 arc_d3_e1 uncrossed_e1_d3_d2_f3 1
 arc_d3_e1 uncrossed_e1_d3_d2_e4 1
 arc_d3_e1 uncrossed_e1_d3_e2_c3 1
 arc_d3_c1 obj 1
 arc_d3_c1 in_c1 1
 arc_d3_c1 out_d3 1
 arc_d3_c1 carry_arc_d3_c1 -36
 arc_d3_c1 uncrossed_b1_d2_c1_d3 1
 arc_d3_c1 uncrossed_c1_d3_d1_b2 1
 arc_d3_c1 uncrossed_c1_d3_d1_c3 1
 arc_d3_c1 uncrossed_c1_d3_e1_c2 1
 arc_d3_c1 uncrossed_c1_d3_c2_e3 1
 arc_d3_c1 uncrossed_c1_d3_d2_b3 1
 arc_d3_c1 uncrossed_c1_d3_d2_c4 1
 arc_d3_c1 uncrossed_c1_d3_e2_c3 1
 arc_d3_b2 obj 1
 arc_d3_b2 in_b2 1
 arc_d3_b2 out_d3 1
 arc_d3_b2 carry_arc_d3_b2 -36
 arc_d3_b2 uncrossed_b1_c3_b2_d3 1
 arc_d3_b2 uncrossed_c1_b3_b2_d3 1
 arc_d3_b2 uncrossed_d1_c3_b2_d3 1
 arc_d3_b2 uncrossed_b2_d3_c2_a3 1
 arc_d3_b2 uncrossed_b2_d3_c2_b4 1
 arc_d3_b2 uncrossed_b2_d3_c2_d4 1
 arc_d3_b2 uncrossed_b2_d3_d2_b3 1
 arc_d3_b2 uncrossed_b2_d3_d2_c4 1
 arc_d3_b2 uncrossed_b2_d3_e2_c3 1
 arc_d3_b4 obj 1
 arc_d3_b4 out_d3 1
 arc_d3_b4 in_b4 1
 arc_d3_b4 carry_arc_d3_b4 -36
 arc_d3_b4 uncrossed_b2_c4_d3_b4 1
 arc_d3_b4 uncrossed_c2_d4_d3_b4 1
 arc_d3_b4 uncrossed_d2_c4_d3_b4 1
 arc_d3_b4 uncrossed_a3_c4_d3_b4 1
 arc_d3_b4 uncrossed_b3_d4_d3_b4 1
 arc_d3_b4 uncrossed_b3_c5_d3_b4 1
 arc_d3_b4 uncrossed_c3_e4_d3_b4 1
 arc_d3_b4 uncrossed_c3_b5_d3_b4 1
 arc_d3_b4 uncrossed_c3_d5_d3_b4 1
 arc_d3_c5 obj 1
 arc_d3_c5 out_d3 1
 arc_d3_c5 in_c5 1
 arc_d3_c5 carry_arc_d3_c5 -36
 arc_d3_c5 uncrossed_c2_d4_d3_c5 1
 arc_d3_c5 uncrossed_b3_d4_d3_c5 1
 arc_d3_c5 uncrossed_c3_e4_d3_c5 1
 arc_d3_c5 uncrossed_c3_d5_d3_c5 1
 arc_d3_c5 uncrossed_d3_c5_e3_c4 1
 arc_d3_c5 uncrossed_d3_c5_b4_d5 1
 arc_d3_c5 uncrossed_d3_c5_c4_e5 1
 arc_d3_c5 uncrossed_d3_c5_c4_d6 1
 arc_d3_c5 uncrossed_d3_c5_d4_b5 1
 arc_e3_f5 obj 1
 arc_e3_f5 out_e3 1
 arc_e3_f5 in_f5 1
 arc_e3_f5 carry_arc_e3_f5 -36
 arc_e3_f5 uncrossed_f2_e4_e3_f5 1
 arc_e3_f5 uncrossed_d3_f4_e3_f5 1
 arc_e3_f5 uncrossed_e3_f5_f3_d4 1
 arc_e3_f5 uncrossed_e3_f5_f3_e5 1
 arc_e3_f5 uncrossed_e3_f5_f4_d5 1
 arc_e3_f5 uncrossed_e3_f5_f4_e6 1
 arc_e3_f1 obj 1
 arc_e3_f1 in_f1 1
 arc_e3_f1 out_e3 1
 arc_e3_f1 carry_arc_e3_f1 -36
 arc_e3_f1 uncrossed_d1_f2_f1_e3 1
 arc_e3_f1 uncrossed_e1_f3_f1_e3 1
 arc_e3_f1 uncrossed_f1_e3_d2_f3 1
 arc_e3_f1 uncrossed_f1_e3_e2_f4 1
 arc_e3_f1 uncrossed_f1_e3_f2_d3 1
 arc_e3_d1 obj 1
 arc_e3_d1 in_d1 1
 arc_e3_d1 out_e3 1
 arc_e3_d1 carry_arc_e3_d1 -36
 arc_e3_d1 uncrossed_c1_e2_d1_e3 1
 arc_e3_d1 uncrossed_d1_e3_e1_c2 1
 arc_e3_d1 uncrossed_d1_e3_e1_d3 1
 arc_e3_d1 uncrossed_d1_e3_f1_d2 1
 arc_e3_d1 uncrossed_d1_e3_d2_f3 1
 arc_e3_d1 uncrossed_d1_e3_e2_c3 1
 arc_e3_d1 uncrossed_d1_e3_e2_d4 1
 arc_e3_d1 uncrossed_d1_e3_f2_d3 1
 arc_e3_c2 obj 1
 arc_e3_c2 in_c2 1
 arc_e3_c2 out_e3 1
 arc_e3_c2 carry_arc_e3_c2 -36
 arc_e3_c2 uncrossed_c1_d3_c2_e3 1
 arc_e3_c2 uncrossed_d1_c3_c2_e3 1
 arc_e3_c2 uncrossed_e1_d3_c2_e3 1
 arc_e3_c2 uncrossed_c2_e3_d2_b3 1
 arc_e3_c2 uncrossed_c2_e3_d2_c4 1
 arc_e3_c2 uncrossed_c2_e3_d2_e4 1
 arc_e3_c2 uncrossed_c2_e3_e2_c3 1
 arc_e3_c2 uncrossed_c2_e3_e2_d4 1
 arc_e3_c2 uncrossed_c2_e3_f2_d3 1
 arc_e3_c4 obj 1
 arc_e3_c4 out_e3 1
 arc_e3_c4 in_c4 1
 arc_e3_c4 carry_arc_e3_c4 -36
 arc_e3_c4 uncrossed_c2_d4_e3_c4 1
 arc_e3_c4 uncrossed_d2_e4_e3_c4 1
 arc_e3_c4 uncrossed_e2_d4_e3_c4 1
 arc_e3_c4 uncrossed_b3_d4_e3_c4 1
 arc_e3_c4 uncrossed_c3_e4_e3_c4 1
 arc_e3_c4 uncrossed_c3_d5_e3_c4 1
 arc_e3_c4 uncrossed_d3_f4_e3_c4 1
 arc_e3_c4 uncrossed_d3_c5_e3_c4 1
 arc_e3_c4 uncrossed_d3_e5_e3_c4 1
 arc_e3_d5 obj 1
 arc_e3_d5 out_e3 1
 arc_e3_d5 in_d5 1
 arc_e3_d5 carry_arc_e3_d5 -36
 arc_e3_d5 uncrossed_d2_e4_e3_d5 1
 arc_e3_d5 uncrossed_c3_e4_e3_d5 1
 arc_e3_d5 uncrossed_d3_f4_e3_d5 1
 arc_e3_d5 uncrossed_d3_e5_e3_d5 1
 arc_e3_d5 uncrossed_e3_d5_f3_d4 1
 arc_e3_d5 uncrossed_e3_d5_c4_e5 1
 arc_e3_d5 uncrossed_e3_d5_d4_f5 1
 arc_e3_d5 uncrossed_e3_d5_d4_e6 1
 arc_e3_d5 uncrossed_e3_d5_e4_c5 1
 arc_f3_e1 obj 1
 arc_f3_e1 in_e1 1
 arc_f3_e1 out_f3 1
 arc_f3_e1 carry_arc_f3_e1 -36
 arc_f3_e1 uncrossed_d1_f2_e1_f3 1
 arc_f3_e1 uncrossed_e1_f3_f1_d2 1
 arc_f3_e1 uncrossed_e1_f3_f1_e3 1
 arc_f3_e1 uncrossed_e1_f3_f2_d3 1
 arc_f3_e1 uncrossed_e1_f3_f2_e4 1
 arc_f3_d2 obj 1
 arc_f3_d2 in_d2 1
 arc_f3_d2 out_f3 1
 arc_f3_d2 carry_arc_f3_d2 -36
 arc_f3_d2 uncrossed_d1_e3_d2_f3 1
 arc_f3_d2 uncrossed_e1_d3_d2_f3 1
 arc_f3_d2 uncrossed_f1_e3_d2_f3 1
 arc_f3_d2 uncrossed_d2_f3_e2_c3 1
 arc_f3_d2 uncrossed_d2_f3_e2_d4 1
 arc_f3_d2 uncrossed_d2_f3_e2_f4 1
 arc_f3_d2 uncrossed_d2_f3_f2_d3 1
 arc_f3_d2 uncrossed_d2_f3_f2_e4 1
 arc_f3_d4 obj 1
 arc_f3_d4 out_f3 1
 arc_f3_d4 in_d4 1
 arc_f3_d4 carry_arc_f3_d4 -36
 arc_f3_d4 uncrossed_d2_e4_f3_d4 1
 arc_f3_d4 uncrossed_e2_f4_f3_d4 1
 arc_f3_d4 uncrossed_f2_e4_f3_d4 1
 arc_f3_d4 uncrossed_c3_e4_f3_d4 1
 arc_f3_d4 uncrossed_d3_f4_f3_d4 1
 arc_f3_d4 uncrossed_d3_e5_f3_d4 1
 arc_f3_d4 uncrossed_e3_d5_f3_d4 1
 arc_f3_d4 uncrossed_e3_f5_f3_d4 1
 arc_f3_e5 obj 1
 arc_f3_e5 out_f3 1
 arc_f3_e5 in_e5 1
 arc_f3_e5 carry_arc_f3_e5 -36
 arc_f3_e5 uncrossed_e2_f4_f3_e5 1
 arc_f3_e5 uncrossed_d3_f4_f3_e5 1
 arc_f3_e5 uncrossed_e3_f5_f3_e5 1
 arc_f3_e5 uncrossed_f3_e5_d4_f5 1
 arc_f3_e5 uncrossed_f3_e5_e4_f6 1
 arc_f3_e5 uncrossed_f3_e5_f4_d5 1
 arc_a4_b6 obj 1
 arc_a4_b6 out_a4 1
 arc_a4_b6 in_b6 1
 arc_a4_b6 carry_arc_a4_b6 -36
 arc_a4_b6 uncrossed_b3_a5_a4_b6 1
 arc_a4_b6 uncrossed_a4_b6_b4_a6 1
 arc_a4_b6 uncrossed_a4_b6_c4_a5 1
 arc_a4_b6 uncrossed_a4_b6_a5_c6 1
 arc_a4_b6 uncrossed_a4_b6_c5_a6 1
 arc_a4_c5 obj 1
 arc_a4_c5 out_a4 1
 arc_a4_c5 in_c5 1
 arc_a4_c5 carry_arc_a4_c5 -36
 arc_a4_c5 uncrossed_a3_b5_a4_c5 1
 arc_a4_c5 uncrossed_b3_a5_a4_c5 1
 arc_a4_c5 uncrossed_c3_b5_a4_c5 1
 arc_a4_c5 uncrossed_a4_c5_b4_a6 1
 arc_a4_c5 uncrossed_a4_c5_b4_c6 1
 arc_a4_c5 uncrossed_a4_c5_c4_a5 1
 arc_a4_c5 uncrossed_a4_c5_c4_b6 1
 arc_a4_c5 uncrossed_a4_c5_d4_b5 1
 arc_a4_c3 obj 1
 arc_a4_c3 in_c3 1
 arc_a4_c3 out_a4 1
 arc_a4_c3 carry_arc_a4_c3 -36
 arc_a4_c3 uncrossed_a2_b4_c3_a4 1
 arc_a4_c3 uncrossed_b2_c4_c3_a4 1
 arc_a4_c3 uncrossed_c2_b4_c3_a4 1
 arc_a4_c3 uncrossed_a3_c4_c3_a4 1
 arc_a4_c3 uncrossed_a3_b5_c3_a4 1
 arc_a4_c3 uncrossed_b3_d4_c3_a4 1
 arc_a4_c3 uncrossed_b3_a5_c3_a4 1
 arc_a4_c3 uncrossed_b3_c5_c3_a4 1
 arc_a4_b2 obj 1
 arc_a4_b2 in_b2 1
 arc_a4_b2 out_a4 1
 arc_a4_b2 carry_arc_a4_b2 -36
 arc_a4_b2 uncrossed_a1_b3_b2_a4 1
 arc_a4_b2 uncrossed_a2_c3_b2_a4 1
 arc_a4_b2 uncrossed_a2_b4_b2_a4 1
 arc_a4_b2 uncrossed_b2_a4_c2_a3 1
 arc_a4_b2 uncrossed_b2_a4_a3_c4 1
 arc_a4_b2 uncrossed_b2_a4_a3_b5 1
 arc_b4_c6 obj 1
 arc_b4_c6 out_b4 1
 arc_b4_c6 in_c6 1
 arc_b4_c6 carry_arc_b4_c6 -36
 arc_b4_c6 uncrossed_c3_b5_b4_c6 1
 arc_b4_c6 uncrossed_a4_c5_b4_c6 1
 arc_b4_c6 uncrossed_b4_c6_c4_a5 1
 arc_b4_c6 uncrossed_b4_c6_c4_b6 1
 arc_b4_c6 uncrossed_b4_c6_d4_b5 1
 arc_b4_c6 uncrossed_b4_c6_b5_d6 1
 arc_b4_c6 uncrossed_b4_c6_c5_a6 1
 arc_b4_c6 uncrossed_b4_c6_d5_b6 1
 arc_b4_d5 obj 1
 arc_b4_d5 out_b4 1
 arc_b4_d5 in_d5 1
 arc_b4_d5 carry_arc_b4_d5 -36
 arc_b4_d5 uncrossed_b3_c5_b4_d5 1
 arc_b4_d5 uncrossed_c3_b5_b4_d5 1
 arc_b4_d5 uncrossed_d3_c5_b4_d5 1
 arc_b4_d5 uncrossed_b4_d5_c4_a5 1
 arc_b4_d5 uncrossed_b4_d5_c4_b6 1
 arc_b4_d5 uncrossed_b4_d5_c4_d6 1
 arc_b4_d5 uncrossed_b4_d5_d4_b5 1
 arc_b4_d5 uncrossed_b4_d5_d4_c6 1
 arc_b4_d5 uncrossed_b4_d5_e4_c5 1
 arc_b4_d3 obj 1
 arc_b4_d3 in_d3 1
 arc_b4_d3 out_b4 1
 arc_b4_d3 carry_arc_b4_d3 -36
 arc_b4_d3 uncrossed_b2_c4_d3_b4 1
 arc_b4_d3 uncrossed_c2_d4_d3_b4 1
 arc_b4_d3 uncrossed_d2_c4_d3_b4 1
 arc_b4_d3 uncrossed_a3_c4_d3_b4 1
 arc_b4_d3 uncrossed_b3_d4_d3_b4 1
 arc_b4_d3 uncrossed_b3_c5_d3_b4 1
 arc_b4_d3 uncrossed_c3_e4_d3_b4 1
 arc_b4_d3 uncrossed_c3_b5_d3_b4 1
 arc_b4_d3 uncrossed_c3_d5_d3_b4 1
 arc_b4_c2 obj 1
 arc_b4_c2 in_c2 1
 arc_b4_c2 out_b4 1
 arc_b4_c2 carry_arc_b4_c2 -36
 arc_b4_c2 uncrossed_b1_c3_c2_b4 1
 arc_b4_c2 uncrossed_a2_c3_c2_b4 1
 arc_b4_c2 uncrossed_b2_d3_c2_b4 1
 arc_b4_c2 uncrossed_b2_c4_c2_b4 1
 arc_b4_c2 uncrossed_c2_b4_d2_b3 1
 arc_b4_c2 uncrossed_c2_b4_a3_c4 1
 arc_b4_c2 uncrossed_c2_b4_b3_d4 1
 arc_b4_c2 uncrossed_c2_b4_b3_c5 1
 arc_b4_c2 uncrossed_c2_b4_c3_a4 1
 arc_b4_a2 obj 1
 arc_b4_a2 in_a2 1
 arc_b4_a2 out_b4 1
 arc_b4_a2 carry_arc_b4_a2 -36
 arc_b4_a2 uncrossed_b1_a3_a2_b4 1
 arc_b4_a2 uncrossed_a2_b4_b2_a4 1
 arc_b4_a2 uncrossed_a2_b4_c2_a3 1
 arc_b4_a2 uncrossed_a2_b4_a3_c4 1
 arc_b4_a2 uncrossed_a2_b4_b3_a5 1
 arc_b4_a2 uncrossed_a2_b4_c3_a4 1
 arc_b4_a6 obj 1
 arc_b4_a6 out_b4 1
 arc_b4_a6 in_a6 1
 arc_b4_a6 carry_arc_b4_a6 -36
 arc_b4_a6 uncrossed_a3_b5_b4_a6 1
 arc_b4_a6 uncrossed_a4_c5_b4_a6 1
 arc_b4_a6 uncrossed_a4_b6_b4_a6 1
 arc_b4_a6 uncrossed_b4_a6_c4_a5 1
 arc_b4_a6 uncrossed_b4_a6_a5_c6 1
 arc_c4_d6 obj 1
 arc_c4_d6 out_c4 1
 arc_c4_d6 in_d6 1
 arc_c4_d6 carry_arc_c4_d6 -36
 arc_c4_d6 uncrossed_d3_c5_c4_d6 1
 arc_c4_d6 uncrossed_b4_d5_c4_d6 1
 arc_c4_d6 uncrossed_c4_d6_d4_b5 1
 arc_c4_d6 uncrossed_c4_d6_d4_c6 1
 arc_c4_d6 uncrossed_c4_d6_e4_c5 1
 arc_c4_d6 uncrossed_c4_d6_c5_e6 1
 arc_c4_d6 uncrossed_c4_d6_d5_b6 1
 arc_c4_d6 uncrossed_c4_d6_e5_c6 1
 arc_c4_e5 obj 1
 arc_c4_e5 out_c4 1
 arc_c4_e5 in_e5 1
 arc_c4_e5 carry_arc_c4_e5 -36
 arc_c4_e5 uncrossed_c3_d5_c4_e5 1
 arc_c4_e5 uncrossed_d3_c5_c4_e5 1
 arc_c4_e5 uncrossed_e3_d5_c4_e5 1
 arc_c4_e5 uncrossed_c4_e5_d4_b5 1
 arc_c4_e5 uncrossed_c4_e5_d4_c6 1
 arc_c4_e5 uncrossed_c4_e5_d4_e6 1
 arc_c4_e5 uncrossed_c4_e5_e4_c5 1
 arc_c4_e5 uncrossed_c4_e5_e4_d6 1
 arc_c4_e5 uncrossed_c4_e5_f4_d5 1
 arc_c4_e3 obj 1
 arc_c4_e3 in_e3 1
 arc_c4_e3 out_c4 1
 arc_c4_e3 carry_arc_c4_e3 -36
 arc_c4_e3 uncrossed_c2_d4_e3_c4 1
 arc_c4_e3 uncrossed_d2_e4_e3_c4 1
 arc_c4_e3 uncrossed_e2_d4_e3_c4 1
 arc_c4_e3 uncrossed_b3_d4_e3_c4 1
 arc_c4_e3 uncrossed_c3_e4_e3_c4 1
 arc_c4_e3 uncrossed_c3_d5_e3_c4 1
 arc_c4_e3 uncrossed_d3_f4_e3_c4 1
 arc_c4_e3 uncrossed_d3_c5_e3_c4 1
 arc_c4_e3 uncrossed_d3_e5_e3_c4 1
 arc_c4_d2 obj 1
 arc_c4_d2 in_d2 1
 arc_c4_d2 out_c4 1
 arc_c4_d2 carry_arc_c4_d2 -36
 arc_c4_d2 uncrossed_c1_d3_d2_c4 1
 arc_c4_d2 uncrossed_b2_d3_d2_c4 1
 arc_c4_d2 uncrossed_c2_e3_d2_c4 1
 arc_c4_d2 uncrossed_c2_d4_d2_c4 1
 arc_c4_d2 uncrossed_d2_c4_e2_c3 1
 arc_c4_d2 uncrossed_d2_c4_b3_d4 1
 arc_c4_d2 uncrossed_d2_c4_c3_e4 1
 arc_c4_d2 uncrossed_d2_c4_c3_d5 1
 arc_c4_d2 uncrossed_d2_c4_d3_b4 1
 arc_c4_b2 obj 1
 arc_c4_b2 in_b2 1
 arc_c4_b2 out_c4 1
 arc_c4_b2 carry_arc_c4_b2 -36
 arc_c4_b2 uncrossed_c1_b3_b2_c4 1
 arc_c4_b2 uncrossed_a2_c3_b2_c4 1
 arc_c4_b2 uncrossed_b2_c4_c2_a3 1
 arc_c4_b2 uncrossed_b2_c4_c2_b4 1
 arc_c4_b2 uncrossed_b2_c4_d2_b3 1
 arc_c4_b2 uncrossed_b2_c4_b3_d4 1
 arc_c4_b2 uncrossed_b2_c4_c3_a4 1
 arc_c4_b2 uncrossed_b2_c4_c3_b5 1
 arc_c4_b2 uncrossed_b2_c4_d3_b4 1
 arc_c4_a3 obj 1
 arc_c4_a3 in_a3 1
 arc_c4_a3 out_c4 1
 arc_c4_a3 carry_arc_c4_a3 -36
 arc_c4_a3 uncrossed_a2_b4_a3_c4 1
 arc_c4_a3 uncrossed_b2_a4_a3_c4 1
 arc_c4_a3 uncrossed_c2_b4_a3_c4 1
 arc_c4_a3 uncrossed_a3_c4_b3_a5 1
 arc_c4_a3 uncrossed_a3_c4_b3_c5 1
 arc_c4_a3 uncrossed_a3_c4_c3_a4 1
 arc_c4_a3 uncrossed_a3_c4_c3_b5 1
 arc_c4_a3 uncrossed_a3_c4_d3_b4 1
 arc_c4_a5 obj 1
 arc_c4_a5 out_c4 1
 arc_c4_a5 in_a5 1
 arc_c4_a5 carry_arc_c4_a5 -36
 arc_c4_a5 uncrossed_a3_b5_c4_a5 1
 arc_c4_a5 uncrossed_b3_c5_c4_a5 1
 arc_c4_a5 uncrossed_c3_b5_c4_a5 1
 arc_c4_a5 uncrossed_a4_c5_c4_a5 1
 arc_c4_a5 uncrossed_a4_b6_c4_a5 1
 arc_c4_a5 uncrossed_b4_d5_c4_a5 1
 arc_c4_a5 uncrossed_b4_a6_c4_a5 1
 arc_c4_a5 uncrossed_b4_c6_c4_a5 1
 arc_c4_b6 obj 1
 arc_c4_b6 out_c4 1
 arc_c4_b6 in_b6 1
 arc_c4_b6 carry_arc_c4_b6 -36
 arc_c4_b6 uncrossed_b3_c5_c4_b6 1
 arc_c4_b6 uncrossed_a4_c5_c4_b6 1
 arc_c4_b6 uncrossed_b4_d5_c4_b6 1
 arc_c4_b6 uncrossed_b4_c6_c4_b6 1
 arc_c4_b6 uncrossed_c4_b6_d4_b5 1
 arc_c4_b6 uncrossed_c4_b6_a5_c6 1
 arc_c4_b6 uncrossed_c4_b6_b5_d6 1
 arc_c4_b6 uncrossed_c4_b6_c5_a6 1
 arc_d4_e6 obj 1
 arc_d4_e6 out_d4 1
 arc_d4_e6 in_e6 1
 arc_d4_e6 carry_arc_d4_e6 -36
 arc_d4_e6 uncrossed_e3_d5_d4_e6 1
 arc_d4_e6 uncrossed_c4_e5_d4_e6 1
 arc_d4_e6 uncrossed_d4_e6_e4_c5 1
 arc_d4_e6 uncrossed_d4_e6_e4_d6 1
 arc_d4_e6 uncrossed_d4_e6_f4_d5 1
 arc_d4_e6 uncrossed_d4_e6_d5_f6 1
 arc_d4_e6 uncrossed_d4_e6_e5_c6 1
 arc_d4_e6 uncrossed_d4_e6_f5_d6 1
 arc_d4_f5 obj 1
 arc_d4_f5 out_d4 1
 arc_d4_f5 in_f5 1
 arc_d4_f5 carry_arc_d4_f5 -36
 arc_d4_f5 uncrossed_d3_e5_d4_f5 1
 arc_d4_f5 uncrossed_e3_d5_d4_f5 1
 arc_d4_f5 uncrossed_f3_e5_d4_f5 1
 arc_d4_f5 uncrossed_d4_f5_e4_c5 1
 arc_d4_f5 uncrossed_d4_f5_e4_d6 1
 arc_d4_f5 uncrossed_d4_f5_e4_f6 1
 arc_d4_f5 uncrossed_d4_f5_f4_d5 1
 arc_d4_f5 uncrossed_d4_f5_f4_e6 1
 arc_d4_f3 obj 1
 arc_d4_f3 in_f3 1
 arc_d4_f3 out_d4 1
 arc_d4_f3 carry_arc_d4_f3 -36
 arc_d4_f3 uncrossed_d2_e4_f3_d4 1
 arc_d4_f3 uncrossed_e2_f4_f3_d4 1
 arc_d4_f3 uncrossed_f2_e4_f3_d4 1
 arc_d4_f3 uncrossed_c3_e4_f3_d4 1
 arc_d4_f3 uncrossed_d3_f4_f3_d4 1
 arc_d4_f3 uncrossed_d3_e5_f3_d4 1
 arc_d4_f3 uncrossed_e3_d5_f3_d4 1
 arc_d4_f3 uncrossed_e3_f5_f3_d4 1
 arc_d4_e2 obj 1
 arc_d4_e2 in_e2 1
 arc_d4_e2 out_d4 1
 arc_d4_e2 carry_arc_d4_e2 -36
 arc_d4_e2 uncrossed_d1_e3_e2_d4 1
 arc_d4_e2 uncrossed_c2_e3_e2_d4 1
 arc_d4_e2 uncrossed_d2_f3_e2_d4 1
 arc_d4_e2 uncrossed_d2_e4_e2_d4 1
 arc_d4_e2 uncrossed_e2_d4_f2_d3 1
 arc_d4_e2 uncrossed_e2_d4_c3_e4 1
 arc_d4_e2 uncrossed_e2_d4_d3_f4 1
 arc_d4_e2 uncrossed_e2_d4_d3_e5 1
 arc_d4_e2 uncrossed_e2_d4_e3_c4 1
 arc_d4_c2 obj 1
 arc_d4_c2 in_c2 1
 arc_d4_c2 out_d4 1
 arc_d4_c2 carry_arc_d4_c2 -36
 arc_d4_c2 uncrossed_d1_c3_c2_d4 1
 arc_d4_c2 uncrossed_b2_d3_c2_d4 1
 arc_d4_c2 uncrossed_c2_d4_d2_b3 1
 arc_d4_c2 uncrossed_c2_d4_d2_c4 1
 arc_d4_c2 uncrossed_c2_d4_e2_c3 1
 arc_d4_c2 uncrossed_c2_d4_c3_e4 1
 arc_d4_c2 uncrossed_c2_d4_d3_b4 1
 arc_d4_c2 uncrossed_c2_d4_d3_c5 1
 arc_d4_c2 uncrossed_c2_d4_e3_c4 1
 arc_d4_b3 obj 1
 arc_d4_b3 in_b3 1
 arc_d4_b3 out_d4 1
 arc_d4_b3 carry_arc_d4_b3 -36
 arc_d4_b3 uncrossed_b2_c4_b3_d4 1
 arc_d4_b3 uncrossed_c2_b4_b3_d4 1
 arc_d4_b3 uncrossed_d2_c4_b3_d4 1
 arc_d4_b3 uncrossed_b3_d4_c3_a4 1
 arc_d4_b3 uncrossed_b3_d4_c3_b5 1
 arc_d4_b3 uncrossed_b3_d4_c3_d5 1
 arc_d4_b3 uncrossed_b3_d4_d3_b4 1
 arc_d4_b3 uncrossed_b3_d4_d3_c5 1
 arc_d4_b3 uncrossed_b3_d4_e3_c4 1
 arc_d4_b5 obj 1
 arc_d4_b5 out_d4 1
 arc_d4_b5 in_b5 1
 arc_d4_b5 carry_arc_d4_b5 -36
 arc_d4_b5 uncrossed_b3_c5_d4_b5 1
 arc_d4_b5 uncrossed_c3_d5_d4_b5 1
 arc_d4_b5 uncrossed_d3_c5_d4_b5 1
 arc_d4_b5 uncrossed_a4_c5_d4_b5 1
 arc_d4_b5 uncrossed_b4_d5_d4_b5 1
 arc_d4_b5 uncrossed_b4_c6_d4_b5 1
 arc_d4_b5 uncrossed_c4_e5_d4_b5 1
 arc_d4_b5 uncrossed_c4_b6_d4_b5 1
 arc_d4_b5 uncrossed_c4_d6_d4_b5 1
 arc_d4_c6 obj 1
 arc_d4_c6 out_d4 1
 arc_d4_c6 in_c6 1
 arc_d4_c6 carry_arc_d4_c6 -36
 arc_d4_c6 uncrossed_c3_d5_d4_c6 1
 arc_d4_c6 uncrossed_b4_d5_d4_c6 1
 arc_d4_c6 uncrossed_c4_e5_d4_c6 1
 arc_d4_c6 uncrossed_c4_d6_d4_c6 1
 arc_d4_c6 uncrossed_d4_c6_e4_c5 1
 arc_d4_c6 uncrossed_d4_c6_b5_d6 1
 arc_d4_c6 uncrossed_d4_c6_c5_e6 1
 arc_d4_c6 uncrossed_d4_c6_d5_b6 1
 arc_e4_f6 obj 1
 arc_e4_f6 out_e4 1
 arc_e4_f6 in_f6 1
 arc_e4_f6 carry_arc_e4_f6 -36
 arc_e4_f6 uncrossed_f3_e5_e4_f6 1
 arc_e4_f6 uncrossed_d4_f5_e4_f6 1
 arc_e4_f6 uncrossed_e4_f6_f4_d5 1
 arc_e4_f6 uncrossed_e4_f6_f4_e6 1
 arc_e4_f6 uncrossed_e4_f6_f5_d6 1
 arc_e4_f2 obj 1
 arc_e4_f2 in_f2 1
 arc_e4_f2 out_e4 1
 arc_e4_f2 carry_arc_e4_f2 -36
 arc_e4_f2 uncrossed_e1_f3_f2_e4 1
 arc_e4_f2 uncrossed_d2_f3_f2_e4 1
 arc_e4_f2 uncrossed_e2_f4_f2_e4 1
 arc_e4_f2 uncrossed_f2_e4_d3_f4 1
 arc_e4_f2 uncrossed_f2_e4_e3_f5 1
 arc_e4_f2 uncrossed_f2_e4_f3_d4 1
 arc_e4_d2 obj 1
 arc_e4_d2 in_d2 1
 arc_e4_d2 out_e4 1
 arc_e4_d2 carry_arc_e4_d2 -36
 arc_e4_d2 uncrossed_e1_d3_d2_e4 1
 arc_e4_d2 uncrossed_c2_e3_d2_e4 1
 arc_e4_d2 uncrossed_d2_e4_e2_c3 1
 arc_e4_d2 uncrossed_d2_e4_e2_d4 1
 arc_e4_d2 uncrossed_d2_e4_f2_d3 1
 arc_e4_d2 uncrossed_d2_e4_d3_f4 1
 arc_e4_d2 uncrossed_d2_e4_e3_c4 1
 arc_e4_d2 uncrossed_d2_e4_e3_d5 1
 arc_e4_d2 uncrossed_d2_e4_f3_d4 1
 arc_e4_c3 obj 1
 arc_e4_c3 in_c3 1
 arc_e4_c3 out_e4 1
 arc_e4_c3 carry_arc_e4_c3 -36
 arc_e4_c3 uncrossed_c2_d4_c3_e4 1
 arc_e4_c3 uncrossed_d2_c4_c3_e4 1
 arc_e4_c3 uncrossed_e2_d4_c3_e4 1
 arc_e4_c3 uncrossed_c3_e4_d3_b4 1
 arc_e4_c3 uncrossed_c3_e4_d3_c5 1
 arc_e4_c3 uncrossed_c3_e4_d3_e5 1
 arc_e4_c3 uncrossed_c3_e4_e3_c4 1
 arc_e4_c3 uncrossed_c3_e4_e3_d5 1
 arc_e4_c3 uncrossed_c3_e4_f3_d4 1
 arc_e4_c5 obj 1
 arc_e4_c5 out_e4 1
 arc_e4_c5 in_c5 1
 arc_e4_c5 carry_arc_e4_c5 -36
 arc_e4_c5 uncrossed_c3_d5_e4_c5 1
 arc_e4_c5 uncrossed_d3_e5_e4_c5 1
 arc_e4_c5 uncrossed_e3_d5_e4_c5 1
 arc_e4_c5 uncrossed_b4_d5_e4_c5 1
 arc_e4_c5 uncrossed_c4_e5_e4_c5 1
 arc_e4_c5 uncrossed_c4_d6_e4_c5 1
 arc_e4_c5 uncrossed_d4_f5_e4_c5 1
 arc_e4_c5 uncrossed_d4_c6_e4_c5 1
 arc_e4_c5 uncrossed_d4_e6_e4_c5 1
 arc_e4_d6 obj 1
 arc_e4_d6 out_e4 1
 arc_e4_d6 in_d6 1
 arc_e4_d6 carry_arc_e4_d6 -36
 arc_e4_d6 uncrossed_d3_e5_e4_d6 1
 arc_e4_d6 uncrossed_c4_e5_e4_d6 1
 arc_e4_d6 uncrossed_d4_f5_e4_d6 1
 arc_e4_d6 uncrossed_d4_e6_e4_d6 1
 arc_e4_d6 uncrossed_e4_d6_f4_d5 1
 arc_e4_d6 uncrossed_e4_d6_c5_e6 1
 arc_e4_d6 uncrossed_e4_d6_d5_f6 1
 arc_e4_d6 uncrossed_e4_d6_e5_c6 1
 arc_f4_e2 obj 1
 arc_f4_e2 in_e2 1
 arc_f4_e2 out_f4 1
 arc_f4_e2 carry_arc_f4_e2 -36
 arc_f4_e2 uncrossed_f1_e3_e2_f4 1
 arc_f4_e2 uncrossed_d2_f3_e2_f4 1
 arc_f4_e2 uncrossed_e2_f4_f2_d3 1
 arc_f4_e2 uncrossed_e2_f4_f2_e4 1
 arc_f4_e2 uncrossed_e2_f4_f3_d4 1
 arc_f4_e2 uncrossed_e2_f4_f3_e5 1
 arc_f4_d3 obj 1
 arc_f4_d3 in_d3 1
 arc_f4_d3 out_f4 1
 arc_f4_d3 carry_arc_f4_d3 -36
 arc_f4_d3 uncrossed_d2_e4_d3_f4 1
 arc_f4_d3 uncrossed_e2_d4_d3_f4 1
 arc_f4_d3 uncrossed_f2_e4_d3_f4 1
 arc_f4_d3 uncrossed_d3_f4_e3_c4 1
 arc_f4_d3 uncrossed_d3_f4_e3_d5 1
 arc_f4_d3 uncrossed_d3_f4_e3_f5 1
 arc_f4_d3 uncrossed_d3_f4_f3_d4 1
 arc_f4_d3 uncrossed_d3_f4_f3_e5 1
 arc_f4_d5 obj 1
 arc_f4_d5 out_f4 1
 arc_f4_d5 in_d5 1
 arc_f4_d5 carry_arc_f4_d5 -36
 arc_f4_d5 uncrossed_d3_e5_f4_d5 1
 arc_f4_d5 uncrossed_e3_f5_f4_d5 1
 arc_f4_d5 uncrossed_f3_e5_f4_d5 1
 arc_f4_d5 uncrossed_c4_e5_f4_d5 1
 arc_f4_d5 uncrossed_d4_f5_f4_d5 1
 arc_f4_d5 uncrossed_d4_e6_f4_d5 1
 arc_f4_d5 uncrossed_e4_d6_f4_d5 1
 arc_f4_d5 uncrossed_e4_f6_f4_d5 1
 arc_f4_e6 obj 1
 arc_f4_e6 out_f4 1
 arc_f4_e6 in_e6 1
 arc_f4_e6 carry_arc_f4_e6 -36
 arc_f4_e6 uncrossed_e3_f5_f4_e6 1
 arc_f4_e6 uncrossed_d4_f5_f4_e6 1
 arc_f4_e6 uncrossed_e4_f6_f4_e6 1
 arc_f4_e6 uncrossed_f4_e6_d5_f6 1
 arc_f4_e6 uncrossed_f4_e6_f5_d6 1
 arc_a5_c6 obj 1
 arc_a5_c6 out_a5 1
 arc_a5_c6 in_c6 1
 arc_a5_c6 carry_arc_a5_c6 -36
 arc_a5_c6 uncrossed_a4_b6_a5_c6 1
 arc_a5_c6 uncrossed_b4_a6_a5_c6 1
 arc_a5_c6 uncrossed_c4_b6_a5_c6 1
 arc_a5_c6 uncrossed_a5_c6_c5_a6 1
 arc_a5_c6 uncrossed_a5_c6_d5_b6 1
 arc_a5_c4 obj 1
 arc_a5_c4 in_c4 1
 arc_a5_c4 out_a5 1
 arc_a5_c4 carry_arc_a5_c4 -36
 arc_a5_c4 uncrossed_a3_b5_c4_a5 1
 arc_a5_c4 uncrossed_b3_c5_c4_a5 1
 arc_a5_c4 uncrossed_c3_b5_c4_a5 1
 arc_a5_c4 uncrossed_a4_c5_c4_a5 1
 arc_a5_c4 uncrossed_a4_b6_c4_a5 1
 arc_a5_c4 uncrossed_b4_d5_c4_a5 1
 arc_a5_c4 uncrossed_b4_a6_c4_a5 1
 arc_a5_c4 uncrossed_b4_c6_c4_a5 1
 arc_a5_b3 obj 1
 arc_a5_b3 in_b3 1
 arc_a5_b3 out_a5 1
 arc_a5_b3 carry_arc_a5_b3 -36
 arc_a5_b3 uncrossed_a2_b4_b3_a5 1
 arc_a5_b3 uncrossed_a3_c4_b3_a5 1
 arc_a5_b3 uncrossed_a3_b5_b3_a5 1
 arc_a5_b3 uncrossed_b3_a5_c3_a4 1
 arc_a5_b3 uncrossed_b3_a5_a4_c5 1
 arc_a5_b3 uncrossed_b3_a5_a4_b6 1
 arc_b5_d6 obj 1
 arc_b5_d6 out_b5 1
 arc_b5_d6 in_d6 1
 arc_b5_d6 carry_arc_b5_d6 -36
 arc_b5_d6 uncrossed_b4_c6_b5_d6 1
 arc_b5_d6 uncrossed_c4_b6_b5_d6 1
 arc_b5_d6 uncrossed_d4_c6_b5_d6 1
 arc_b5_d6 uncrossed_b5_d6_c5_a6 1
 arc_b5_d6 uncrossed_b5_d6_d5_b6 1
 arc_b5_d6 uncrossed_b5_d6_e5_c6 1
 arc_b5_d4 obj 1
 arc_b5_d4 in_d4 1
 arc_b5_d4 out_b5 1
 arc_b5_d4 carry_arc_b5_d4 -36
 arc_b5_d4 uncrossed_b3_c5_d4_b5 1
 arc_b5_d4 uncrossed_c3_d5_d4_b5 1
 arc_b5_d4 uncrossed_d3_c5_d4_b5 1
 arc_b5_d4 uncrossed_a4_c5_d4_b5 1
 arc_b5_d4 uncrossed_b4_d5_d4_b5 1
 arc_b5_d4 uncrossed_b4_c6_d4_b5 1
 arc_b5_d4 uncrossed_c4_e5_d4_b5 1
 arc_b5_d4 uncrossed_c4_b6_d4_b5 1
 arc_b5_d4 uncrossed_c4_d6_d4_b5 1
 arc_b5_c3 obj 1
 arc_b5_c3 in_c3 1
 arc_b5_c3 out_b5 1
 arc_b5_c3 carry_arc_b5_c3 -36
 arc_b5_c3 uncrossed_b2_c4_c3_b5 1
 arc_b5_c3 uncrossed_a3_c4_c3_b5 1
 arc_b5_c3 uncrossed_b3_d4_c3_b5 1
 arc_b5_c3 uncrossed_b3_c5_c3_b5 1
 arc_b5_c3 uncrossed_c3_b5_d3_b4 1
 arc_b5_c3 uncrossed_c3_b5_a4_c5 1
 arc_b5_c3 uncrossed_c3_b5_b4_d5 1
 arc_b5_c3 uncrossed_c3_b5_b4_c6 1
 arc_b5_c3 uncrossed_c3_b5_c4_a5 1
 arc_b5_a3 obj 1
 arc_b5_a3 in_a3 1
 arc_b5_a3 out_b5 1
 arc_b5_a3 carry_arc_b5_a3 -36
 arc_b5_a3 uncrossed_b2_a4_a3_b5 1
 arc_b5_a3 uncrossed_a3_b5_b3_a5 1
 arc_b5_a3 uncrossed_a3_b5_c3_a4 1
 arc_b5_a3 uncrossed_a3_b5_a4_c5 1
 arc_b5_a3 uncrossed_a3_b5_b4_a6 1
 arc_b5_a3 uncrossed_a3_b5_c4_a5 1
 arc_c5_e6 obj 1
 arc_c5_e6 out_c5 1
 arc_c5_e6 in_e6 1
 arc_c5_e6 carry_arc_c5_e6 -36
 arc_c5_e6 uncrossed_c4_d6_c5_e6 1
 arc_c5_e6 uncrossed_d4_c6_c5_e6 1
 arc_c5_e6 uncrossed_e4_d6_c5_e6 1
 arc_c5_e6 uncrossed_c5_e6_d5_b6 1
 arc_c5_e6 uncrossed_c5_e6_e5_c6 1
 arc_c5_e6 uncrossed_c5_e6_f5_d6 1
 arc_c5_e4 obj 1
 arc_c5_e4 in_e4 1
 arc_c5_e4 out_c5 1
 arc_c5_e4 carry_arc_c5_e4 -36
 arc_c5_e4 uncrossed_c3_d5_e4_c5 1
 arc_c5_e4 uncrossed_d3_e5_e4_c5 1
 arc_c5_e4 uncrossed_e3_d5_e4_c5 1
 arc_c5_e4 uncrossed_b4_d5_e4_c5 1
 arc_c5_e4 uncrossed_c4_e5_e4_c5 1
 arc_c5_e4 uncrossed_c4_d6_e4_c5 1
 arc_c5_e4 uncrossed_d4_f5_e4_c5 1
 arc_c5_e4 uncrossed_d4_c6_e4_c5 1
 arc_c5_e4 uncrossed_d4_e6_e4_c5 1
 arc_c5_d3 obj 1
 arc_c5_d3 in_d3 1
 arc_c5_d3 out_c5 1
 arc_c5_d3 carry_arc_c5_d3 -36
 arc_c5_d3 uncrossed_c2_d4_d3_c5 1
 arc_c5_d3 uncrossed_b3_d4_d3_c5 1
 arc_c5_d3 uncrossed_c3_e4_d3_c5 1
 arc_c5_d3 uncrossed_c3_d5_d3_c5 1
 arc_c5_d3 uncrossed_d3_c5_e3_c4 1
 arc_c5_d3 uncrossed_d3_c5_b4_d5 1
 arc_c5_d3 uncrossed_d3_c5_c4_e5 1
 arc_c5_d3 uncrossed_d3_c5_c4_d6 1
 arc_c5_d3 uncrossed_d3_c5_d4_b5 1
 arc_c5_b3 obj 1
 arc_c5_b3 in_b3 1
 arc_c5_b3 out_c5 1
 arc_c5_b3 carry_arc_c5_b3 -36
 arc_c5_b3 uncrossed_c2_b4_b3_c5 1
 arc_c5_b3 uncrossed_a3_c4_b3_c5 1
 arc_c5_b3 uncrossed_b3_c5_c3_a4 1
 arc_c5_b3 uncrossed_b3_c5_c3_b5 1
 arc_c5_b3 uncrossed_b3_c5_d3_b4 1
 arc_c5_b3 uncrossed_b3_c5_b4_d5 1
 arc_c5_b3 uncrossed_b3_c5_c4_a5 1
 arc_c5_b3 uncrossed_b3_c5_c4_b6 1
 arc_c5_b3 uncrossed_b3_c5_d4_b5 1
 arc_c5_a4 obj 1
 arc_c5_a4 in_a4 1
 arc_c5_a4 out_c5 1
 arc_c5_a4 carry_arc_c5_a4 -36
 arc_c5_a4 uncrossed_a3_b5_a4_c5 1
 arc_c5_a4 uncrossed_b3_a5_a4_c5 1
 arc_c5_a4 uncrossed_c3_b5_a4_c5 1
 arc_c5_a4 uncrossed_a4_c5_b4_a6 1
 arc_c5_a4 uncrossed_a4_c5_b4_c6 1
 arc_c5_a4 uncrossed_a4_c5_c4_a5 1
 arc_c5_a4 uncrossed_a4_c5_c4_b6 1
 arc_c5_a4 uncrossed_a4_c5_d4_b5 1
 arc_c5_a6 obj 1
 arc_c5_a6 out_c5 1
 arc_c5_a6 in_a6 1
 arc_c5_a6 carry_arc_c5_a6 -36
 arc_c5_a6 uncrossed_a4_b6_c5_a6 1
 arc_c5_a6 uncrossed_b4_c6_c5_a6 1
 arc_c5_a6 uncrossed_c4_b6_c5_a6 1
 arc_c5_a6 uncrossed_a5_c6_c5_a6 1
 arc_c5_a6 uncrossed_b5_d6_c5_a6 1
 arc_d5_f6 obj 1
 arc_d5_f6 out_d5 1
 arc_d5_f6 in_f6 1
 arc_d5_f6 carry_arc_d5_f6 -36
 arc_d5_f6 uncrossed_d4_e6_d5_f6 1
 arc_d5_f6 uncrossed_e4_d6_d5_f6 1
 arc_d5_f6 uncrossed_f4_e6_d5_f6 1
 arc_d5_f6 uncrossed_d5_f6_e5_c6 1
 arc_d5_f6 uncrossed_d5_f6_f5_d6 1
 arc_d5_f4 obj 1
 arc_d5_f4 in_f4 1
 arc_d5_f4 out_d5 1
 arc_d5_f4 carry_arc_d5_f4 -36
 arc_d5_f4 uncrossed_d3_e5_f4_d5 1
 arc_d5_f4 uncrossed_e3_f5_f4_d5 1
 arc_d5_f4 uncrossed_f3_e5_f4_d5 1
 arc_d5_f4 uncrossed_c4_e5_f4_d5 1
 arc_d5_f4 uncrossed_d4_f5_f4_d5 1
 arc_d5_f4 uncrossed_d4_e6_f4_d5 1
 arc_d5_f4 uncrossed_e4_d6_f4_d5 1
 arc_d5_f4 uncrossed_e4_f6_f4_d5 1
 arc_d5_e3 obj 1
 arc_d5_e3 in_e3 1
 arc_d5_e3 out_d5 1
 arc_d5_e3 carry_arc_d5_e3 -36
 arc_d5_e3 uncrossed_d2_e4_e3_d5 1
 arc_d5_e3 uncrossed_c3_e4_e3_d5 1
 arc_d5_e3 uncrossed_d3_f4_e3_d5 1
 arc_d5_e3 uncrossed_d3_e5_e3_d5 1
 arc_d5_e3 uncrossed_e3_d5_f3_d4 1
 arc_d5_e3 uncrossed_e3_d5_c4_e5 1
 arc_d5_e3 uncrossed_e3_d5_d4_f5 1
 arc_d5_e3 uncrossed_e3_d5_d4_e6 1
 arc_d5_e3 uncrossed_e3_d5_e4_c5 1
 arc_d5_c3 obj 1
 arc_d5_c3 in_c3 1
 arc_d5_c3 out_d5 1
 arc_d5_c3 carry_arc_d5_c3 -36
 arc_d5_c3 uncrossed_d2_c4_c3_d5 1
 arc_d5_c3 uncrossed_b3_d4_c3_d5 1
 arc_d5_c3 uncrossed_c3_d5_d3_b4 1
 arc_d5_c3 uncrossed_c3_d5_d3_c5 1
 arc_d5_c3 uncrossed_c3_d5_e3_c4 1
 arc_d5_c3 uncrossed_c3_d5_c4_e5 1
 arc_d5_c3 uncrossed_c3_d5_d4_b5 1
 arc_d5_c3 uncrossed_c3_d5_d4_c6 1
 arc_d5_c3 uncrossed_c3_d5_e4_c5 1
 arc_d5_b4 obj 1
 arc_d5_b4 in_b4 1
 arc_d5_b4 out_d5 1
 arc_d5_b4 carry_arc_d5_b4 -36
 arc_d5_b4 uncrossed_b3_c5_b4_d5 1
 arc_d5_b4 uncrossed_c3_b5_b4_d5 1
 arc_d5_b4 uncrossed_d3_c5_b4_d5 1
 arc_d5_b4 uncrossed_b4_d5_c4_a5 1
 arc_d5_b4 uncrossed_b4_d5_c4_b6 1
 arc_d5_b4 uncrossed_b4_d5_c4_d6 1
 arc_d5_b4 uncrossed_b4_d5_d4_b5 1
 arc_d5_b4 uncrossed_b4_d5_d4_c6 1
 arc_d5_b4 uncrossed_b4_d5_e4_c5 1
 arc_d5_b6 obj 1
 arc_d5_b6 out_d5 1
 arc_d5_b6 in_b6 1
 arc_d5_b6 carry_arc_d5_b6 -36
 arc_d5_b6 uncrossed_b4_c6_d5_b6 1
 arc_d5_b6 uncrossed_c4_d6_d5_b6 1
 arc_d5_b6 uncrossed_d4_c6_d5_b6 1
 arc_d5_b6 uncrossed_a5_c6_d5_b6 1
 arc_d5_b6 uncrossed_b5_d6_d5_b6 1
 arc_d5_b6 uncrossed_c5_e6_d5_b6 1
 arc_e5_f3 obj 1
 arc_e5_f3 in_f3 1
 arc_e5_f3 out_e5 1
 arc_e5_f3 carry_arc_e5_f3 -36
 arc_e5_f3 uncrossed_e2_f4_f3_e5 1
 arc_e5_f3 uncrossed_d3_f4_f3_e5 1
 arc_e5_f3 uncrossed_e3_f5_f3_e5 1
 arc_e5_f3 uncrossed_f3_e5_d4_f5 1
 arc_e5_f3 uncrossed_f3_e5_e4_f6 1
 arc_e5_f3 uncrossed_f3_e5_f4_d5 1
 arc_e5_d3 obj 1
 arc_e5_d3 in_d3 1
 arc_e5_d3 out_e5 1
 arc_e5_d3 carry_arc_e5_d3 -36
 arc_e5_d3 uncrossed_e2_d4_d3_e5 1
 arc_e5_d3 uncrossed_c3_e4_d3_e5 1
 arc_e5_d3 uncrossed_d3_e5_e3_c4 1
 arc_e5_d3 uncrossed_d3_e5_e3_d5 1
 arc_e5_d3 uncrossed_d3_e5_f3_d4 1
 arc_e5_d3 uncrossed_d3_e5_d4_f5 1
 arc_e5_d3 uncrossed_d3_e5_e4_c5 1
 arc_e5_d3 uncrossed_d3_e5_e4_d6 1
 arc_e5_d3 uncrossed_d3_e5_f4_d5 1
 arc_e5_c4 obj 1
 arc_e5_c4 in_c4 1
 arc_e5_c4 out_e5 1
 arc_e5_c4 carry_arc_e5_c4 -36
 arc_e5_c4 uncrossed_c3_d5_c4_e5 1
 arc_e5_c4 uncrossed_d3_c5_c4_e5 1
 arc_e5_c4 uncrossed_e3_d5_c4_e5 1
 arc_e5_c4 uncrossed_c4_e5_d4_b5 1
 arc_e5_c4 uncrossed_c4_e5_d4_c6 1
 arc_e5_c4 uncrossed_c4_e5_d4_e6 1
 arc_e5_c4 uncrossed_c4_e5_e4_c5 1
 arc_e5_c4 uncrossed_c4_e5_e4_d6 1
 arc_e5_c4 uncrossed_c4_e5_f4_d5 1
 arc_e5_c6 obj 1
 arc_e5_c6 out_e5 1
 arc_e5_c6 in_c6 1
 arc_e5_c6 carry_arc_e5_c6 -36
 arc_e5_c6 uncrossed_c4_d6_e5_c6 1
 arc_e5_c6 uncrossed_d4_e6_e5_c6 1
 arc_e5_c6 uncrossed_e4_d6_e5_c6 1
 arc_e5_c6 uncrossed_b5_d6_e5_c6 1
 arc_e5_c6 uncrossed_c5_e6_e5_c6 1
 arc_e5_c6 uncrossed_d5_f6_e5_c6 1
 arc_f5_e3 obj 1
 arc_f5_e3 in_e3 1
 arc_f5_e3 out_f5 1
 arc_f5_e3 carry_arc_f5_e3 -36
 arc_f5_e3 uncrossed_f2_e4_e3_f5 1
 arc_f5_e3 uncrossed_d3_f4_e3_f5 1
 arc_f5_e3 uncrossed_e3_f5_f3_d4 1
 arc_f5_e3 uncrossed_e3_f5_f3_e5 1
 arc_f5_e3 uncrossed_e3_f5_f4_d5 1
 arc_f5_e3 uncrossed_e3_f5_f4_e6 1
 arc_f5_d4 obj 1
 arc_f5_d4 in_d4 1
 arc_f5_d4 out_f5 1
 arc_f5_d4 carry_arc_f5_d4 -36
 arc_f5_d4 uncrossed_d3_e5_d4_f5 1
 arc_f5_d4 uncrossed_e3_d5_d4_f5 1
 arc_f5_d4 uncrossed_f3_e5_d4_f5 1
 arc_f5_d4 uncrossed_d4_f5_e4_c5 1
 arc_f5_d4 uncrossed_d4_f5_e4_d6 1
 arc_f5_d4 uncrossed_d4_f5_e4_f6 1
 arc_f5_d4 uncrossed_d4_f5_f4_d5 1
 arc_f5_d4 uncrossed_d4_f5_f4_e6 1
 arc_f5_d6 obj 1
 arc_f5_d6 out_f5 1
 arc_f5_d6 in_d6 1
 arc_f5_d6 carry_arc_f5_d6 -36
 arc_f5_d6 uncrossed_d4_e6_f5_d6 1
 arc_f5_d6 uncrossed_e4_f6_f5_d6 1
 arc_f5_d6 uncrossed_f4_e6_f5_d6 1
 arc_f5_d6 uncrossed_c5_e6_f5_d6 1
 arc_f5_d6 uncrossed_d5_f6_f5_d6 1
 arc_a6_c5 obj 1
 arc_a6_c5 in_c5 1
 arc_a6_c5 out_a6 1
 arc_a6_c5 carry_arc_a6_c5 -36
 arc_a6_c5 uncrossed_a4_b6_c5_a6 1
 arc_a6_c5 uncrossed_b4_c6_c5_a6 1
 arc_a6_c5 uncrossed_c4_b6_c5_a6 1
 arc_a6_c5 uncrossed_a5_c6_c5_a6 1
 arc_a6_c5 uncrossed_b5_d6_c5_a6 1
 arc_a6_b4 obj 1
 arc_a6_b4 in_b4 1
 arc_a6_b4 out_a6 1
 arc_a6_b4 carry_arc_a6_b4 -36
 arc_a6_b4 uncrossed_a3_b5_b4_a6 1
 arc_a6_b4 uncrossed_a4_c5_b4_a6 1
 arc_a6_b4 uncrossed_a4_b6_b4_a6 1
 arc_a6_b4 uncrossed_b4_a6_c4_a5 1
 arc_a6_b4 uncrossed_b4_a6_a5_c6 1
 arc_b6_d5 obj 1
 arc_b6_d5 in_d5 1
 arc_b6_d5 out_b6 1
 arc_b6_d5 carry_arc_b6_d5 -36
 arc_b6_d5 uncrossed_b4_c6_d5_b6 1
 arc_b6_d5 uncrossed_c4_d6_d5_b6 1
 arc_b6_d5 uncrossed_d4_c6_d5_b6 1
 arc_b6_d5 uncrossed_a5_c6_d5_b6 1
 arc_b6_d5 uncrossed_b5_d6_d5_b6 1
 arc_b6_d5 uncrossed_c5_e6_d5_b6 1
 arc_b6_c4 obj 1
 arc_b6_c4 in_c4 1
 arc_b6_c4 out_b6 1
 arc_b6_c4 carry_arc_b6_c4 -36
 arc_b6_c4 uncrossed_b3_c5_c4_b6 1
 arc_b6_c4 uncrossed_a4_c5_c4_b6 1
 arc_b6_c4 uncrossed_b4_d5_c4_b6 1
 arc_b6_c4 uncrossed_b4_c6_c4_b6 1
 arc_b6_c4 uncrossed_c4_b6_d4_b5 1
 arc_b6_c4 uncrossed_c4_b6_a5_c6 1
 arc_b6_c4 uncrossed_c4_b6_b5_d6 1
 arc_b6_c4 uncrossed_c4_b6_c5_a6 1
 arc_b6_a4 obj 1
 arc_b6_a4 in_a4 1
 arc_b6_a4 out_b6 1
 arc_b6_a4 carry_arc_b6_a4 -36
 arc_b6_a4 uncrossed_b3_a5_a4_b6 1
 arc_b6_a4 uncrossed_a4_b6_b4_a6 1
 arc_b6_a4 uncrossed_a4_b6_c4_a5 1
 arc_b6_a4 uncrossed_a4_b6_a5_c6 1
 arc_b6_a4 uncrossed_a4_b6_c5_a6 1
 arc_c6_e5 obj 1
 arc_c6_e5 in_e5 1
 arc_c6_e5 out_c6 1
 arc_c6_e5 carry_arc_c6_e5 -36
 arc_c6_e5 uncrossed_c4_d6_e5_c6 1
 arc_c6_e5 uncrossed_d4_e6_e5_c6 1
 arc_c6_e5 uncrossed_e4_d6_e5_c6 1
 arc_c6_e5 uncrossed_b5_d6_e5_c6 1
 arc_c6_e5 uncrossed_c5_e6_e5_c6 1
 arc_c6_e5 uncrossed_d5_f6_e5_c6 1
 arc_c6_d4 obj 1
 arc_c6_d4 in_d4 1
 arc_c6_d4 out_c6 1
 arc_c6_d4 carry_arc_c6_d4 -36
 arc_c6_d4 uncrossed_c3_d5_d4_c6 1
 arc_c6_d4 uncrossed_b4_d5_d4_c6 1
 arc_c6_d4 uncrossed_c4_e5_d4_c6 1
 arc_c6_d4 uncrossed_c4_d6_d4_c6 1
 arc_c6_d4 uncrossed_d4_c6_e4_c5 1
 arc_c6_d4 uncrossed_d4_c6_b5_d6 1
 arc_c6_d4 uncrossed_d4_c6_c5_e6 1
 arc_c6_d4 uncrossed_d4_c6_d5_b6 1
 arc_c6_b4 obj 1
 arc_c6_b4 in_b4 1
 arc_c6_b4 out_c6 1
 arc_c6_b4 carry_arc_c6_b4 -36
 arc_c6_b4 uncrossed_c3_b5_b4_c6 1
 arc_c6_b4 uncrossed_a4_c5_b4_c6 1
 arc_c6_b4 uncrossed_b4_c6_c4_a5 1
 arc_c6_b4 uncrossed_b4_c6_c4_b6 1
 arc_c6_b4 uncrossed_b4_c6_d4_b5 1
 arc_c6_b4 uncrossed_b4_c6_b5_d6 1
 arc_c6_b4 uncrossed_b4_c6_c5_a6 1
 arc_c6_b4 uncrossed_b4_c6_d5_b6 1
 arc_c6_a5 obj 1
 arc_c6_a5 in_a5 1
 arc_c6_a5 out_c6 1
 arc_c6_a5 carry_arc_c6_a5 -36
 arc_c6_a5 uncrossed_a4_b6_a5_c6 1
 arc_c6_a5 uncrossed_b4_a6_a5_c6 1
 arc_c6_a5 uncrossed_c4_b6_a5_c6 1
 arc_c6_a5 uncrossed_a5_c6_c5_a6 1
 arc_c6_a5 uncrossed_a5_c6_d5_b6 1
 arc_d6_f5 obj 1
 arc_d6_f5 in_f5 1
 arc_d6_f5 out_d6 1
 arc_d6_f5 carry_arc_d6_f5 -36
 arc_d6_f5 uncrossed_d4_e6_f5_d6 1
 arc_d6_f5 uncrossed_e4_f6_f5_d6 1
 arc_d6_f5 uncrossed_f4_e6_f5_d6 1
 arc_d6_f5 uncrossed_c5_e6_f5_d6 1
 arc_d6_f5 uncrossed_d5_f6_f5_d6 1
 arc_d6_e4 obj 1
 arc_d6_e4 in_e4 1
 arc_d6_e4 out_d6 1
 arc_d6_e4 carry_arc_d6_e4 -36
 arc_d6_e4 uncrossed_d3_e5_e4_d6 1
 arc_d6_e4 uncrossed_c4_e5_e4_d6 1
 arc_d6_e4 uncrossed_d4_f5_e4_d6 1
 arc_d6_e4 uncrossed_d4_e6_e4_d6 1
 arc_d6_e4 uncrossed_e4_d6_f4_d5 1
 arc_d6_e4 uncrossed_e4_d6_c5_e6 1
 arc_d6_e4 uncrossed_e4_d6_d5_f6 1
 arc_d6_e4 uncrossed_e4_d6_e5_c6 1
 arc_d6_c4 obj 1
 arc_d6_c4 in_c4 1
 arc_d6_c4 out_d6 1
 arc_d6_c4 carry_arc_d6_c4 -36
 arc_d6_c4 uncrossed_d3_c5_c4_d6 1
 arc_d6_c4 uncrossed_b4_d5_c4_d6 1
 arc_d6_c4 uncrossed_c4_d6_d4_b5 1
 arc_d6_c4 uncrossed_c4_d6_d4_c6 1
 arc_d6_c4 uncrossed_c4_d6_e4_c5 1
 arc_d6_c4 uncrossed_c4_d6_c5_e6 1
 arc_d6_c4 uncrossed_c4_d6_d5_b6 1
 arc_d6_c4 uncrossed_c4_d6_e5_c6 1
 arc_d6_b5 obj 1
 arc_d6_b5 in_b5 1
 arc_d6_b5 out_d6 1
 arc_d6_b5 carry_arc_d6_b5 -36
 arc_d6_b5 uncrossed_b4_c6_b5_d6 1
 arc_d6_b5 uncrossed_c4_b6_b5_d6 1
 arc_d6_b5 uncrossed_d4_c6_b5_d6 1
 arc_d6_b5 uncrossed_b5_d6_c5_a6 1
 arc_d6_b5 uncrossed_b5_d6_d5_b6 1
 arc_d6_b5 uncrossed_b5_d6_e5_c6 1
 arc_e6_f4 obj 1
 arc_e6_f4 in_f4 1
 arc_e6_f4 out_e6 1
 arc_e6_f4 carry_arc_e6_f4 -36
 arc_e6_f4 uncrossed_e3_f5_f4_e6 1
 arc_e6_f4 uncrossed_d4_f5_f4_e6 1
 arc_e6_f4 uncrossed_e4_f6_f4_e6 1
 arc_e6_f4 uncrossed_f4_e6_d5_f6 1
 arc_e6_f4 uncrossed_f4_e6_f5_d6 1
 arc_e6_d4 obj 1
 arc_e6_d4 in_d4 1
 arc_e6_d4 out_e6 1
 arc_e6_d4 carry_arc_e6_d4 -36
 arc_e6_d4 uncrossed_e3_d5_d4_e6 1
 arc_e6_d4 uncrossed_c4_e5_d4_e6 1
 arc_e6_d4 uncrossed_d4_e6_e4_c5 1
 arc_e6_d4 uncrossed_d4_e6_e4_d6 1
 arc_e6_d4 uncrossed_d4_e6_f4_d5 1
 arc_e6_d4 uncrossed_d4_e6_d5_f6 1
 arc_e6_d4 uncrossed_d4_e6_e5_c6 1
 arc_e6_d4 uncrossed_d4_e6_f5_d6 1
 arc_e6_c5 obj 1
 arc_e6_c5 in_c5 1
 arc_e6_c5 out_e6 1
 arc_e6_c5 carry_arc_e6_c5 -36
 arc_e6_c5 uncrossed_c4_d6_c5_e6 1
 arc_e6_c5 uncrossed_d4_c6_c5_e6 1
 arc_e6_c5 uncrossed_e4_d6_c5_e6 1
 arc_e6_c5 uncrossed_c5_e6_d5_b6 1
 arc_e6_c5 uncrossed_c5_e6_e5_c6 1
 arc_e6_c5 uncrossed_c5_e6_f5_d6 1
 arc_f6_e4 obj 1
 arc_f6_e4 in_e4 1
 arc_f6_e4 out_f6 1
 arc_f6_e4 carry_arc_f6_e4 -36
 arc_f6_e4 uncrossed_f3_e5_e4_f6 1
 arc_f6_e4 uncrossed_d4_f5_e4_f6 1
 arc_f6_e4 uncrossed_e4_f6_f4_d5 1
 arc_f6_e4 uncrossed_e4_f6_f4_e6 1
 arc_f6_e4 uncrossed_e4_f6_f5_d6 1
 arc_f6_d5 obj 1
 arc_f6_d5 in_d5 1
 arc_f6_d5 out_f6 1
 arc_f6_d5 carry_arc_f6_d5 -36
 arc_f6_d5 uncrossed_d4_e6_d5_f6 1
 arc_f6_d5 uncrossed_e4_d6_d5_f6 1
 arc_f6_d5 uncrossed_f4_e6_d5_f6 1
 arc_f6_d5 uncrossed_d5_f6_e5_c6 1
 arc_f6_d5 uncrossed_d5_f6_f5_d6 1
 first_a1 in_a1 1
 first_a1 out_path 1
 first_a1 carry_first_a1 -36
 first_b1 in_b1 1
 first_b1 out_path 1
 first_b1 carry_first_b1 -36
 first_c1 in_c1 1
 first_c1 out_path 1
 first_c1 carry_first_c1 -36
 first_d1 in_d1 1
 first_d1 out_path 1
 first_d1 carry_first_d1 -36
 first_e1 in_e1 1
 first_e1 out_path 1
 first_e1 carry_first_e1 -36
 first_f1 in_f1 1
 first_f1 out_path 1
 first_f1 carry_first_f1 -36
 first_a2 in_a2 1
 first_a2 out_path 1
 first_a2 carry_first_a2 -36
 first_b2 in_b2 1
 first_b2 out_path 1
 first_b2 carry_first_b2 -36
 first_c2 in_c2 1
 first_c2 out_path 1
 first_c2 carry_first_c2 -36
 first_d2 in_d2 1
 first_d2 out_path 1
 first_d2 carry_first_d2 -36
 first_e2 in_e2 1
 first_e2 out_path 1
 first_e2 carry_first_e2 -36
 first_f2 in_f2 1
 first_f2 out_path 1
 first_f2 carry_first_f2 -36
 first_a3 in_a3 1
 first_a3 out_path 1
 first_a3 carry_first_a3 -36
 first_b3 in_b3 1
 first_b3 out_path 1
 first_b3 carry_first_b3 -36
 first_c3 in_c3 1
 first_c3 out_path 1
 first_c3 carry_first_c3 -36
 first_d3 in_d3 1
 first_d3 out_path 1
 first_d3 carry_first_d3 -36
 first_e3 in_e3 1
 first_e3 out_path 1
 first_e3 carry_first_e3 -36
 first_f3 in_f3 1
 first_f3 out_path 1
 first_f3 carry_first_f3 -36
 first_a4 in_a4 1
 first_a4 out_path 1
 first_a4 carry_first_a4 -36
 first_b4 in_b4 1
 first_b4 out_path 1
 first_b4 carry_first_b4 -36
 first_c4 in_c4 1
 first_c4 out_path 1
 first_c4 carry_first_c4 -36
 first_d4 in_d4 1
 first_d4 out_path 1
 first_d4 carry_first_d4 -36
 first_e4 in_e4 1
 first_e4 out_path 1
 first_e4 carry_first_e4 -36
 first_f4 in_f4 1
 first_f4 out_path 1
 first_f4 carry_first_f4 -36
 first_a5 in_a5 1
 first_a5 out_path 1
 first_a5 carry_first_a5 -36
 first_b5 in_b5 1
 first_b5 out_path 1
 first_b5 carry_first_b5 -36
 first_c5 in_c5 1
 first_c5 out_path 1
 first_c5 carry_first_c5 -36
 first_d5 in_d5 1
 first_d5 out_path 1
 first_d5 carry_first_d5 -36
 first_e5 in_e5 1
 first_e5 out_path 1
 first_e5 carry_first_e5 -36
 first_f5 in_f5 1
 first_f5 out_path 1
 first_f5 carry_first_f5 -36
 first_a6 in_a6 1
 first_a6 out_path 1
 first_a6 carry_first_a6 -36
 first_b6 in_b6 1
 first_b6 out_path 1
 first_b6 carry_first_b6 -36
 first_c6 in_c6 1
 first_c6 out_path 1
 first_c6 carry_first_c6 -36
 first_d6 in_d6 1
 first_d6 out_path 1
 first_d6 carry_first_d6 -36
 first_e6 in_e6 1
 first_e6 out_path 1
 first_e6 carry_first_e6 -36
 first_f6 in_f6 1
 first_f6 out_path 1
 first_f6 carry_first_f6 -36
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
 skip_a1 out_a1 1
 skip_a1 in_a1 1
 skip_a1 send_path 1
 skip_a1 keep_a1 -1
 skip_b1 out_b1 1
 skip_b1 in_b1 1
 skip_b1 send_path 1
 skip_b1 keep_b1 -1
 skip_c1 out_c1 1
 skip_c1 in_c1 1
 skip_c1 send_path 1
 skip_c1 keep_c1 -1
 skip_d1 out_d1 1
 skip_d1 in_d1 1
 skip_d1 send_path 1
 skip_d1 keep_d1 -1
 skip_e1 out_e1 1
 skip_e1 in_e1 1
 skip_e1 send_path 1
 skip_e1 keep_e1 -1
 skip_f1 out_f1 1
 skip_f1 in_f1 1
 skip_f1 send_path 1
 skip_f1 keep_f1 -1
 skip_a2 out_a2 1
 skip_a2 in_a2 1
 skip_a2 send_path 1
 skip_a2 keep_a2 -1
 skip_b2 out_b2 1
 skip_b2 in_b2 1
 skip_b2 send_path 1
 skip_b2 keep_b2 -1
 skip_c2 out_c2 1
 skip_c2 in_c2 1
 skip_c2 send_path 1
 skip_c2 keep_c2 -1
 skip_d2 out_d2 1
 skip_d2 in_d2 1
 skip_d2 send_path 1
 skip_d2 keep_d2 -1
 skip_e2 out_e2 1
 skip_e2 in_e2 1
 skip_e2 send_path 1
 skip_e2 keep_e2 -1
 skip_f2 out_f2 1
 skip_f2 in_f2 1
 skip_f2 send_path 1
 skip_f2 keep_f2 -1
 skip_a3 out_a3 1
 skip_a3 in_a3 1
 skip_a3 send_path 1
 skip_a3 keep_a3 -1
 skip_b3 out_b3 1
 skip_b3 in_b3 1
 skip_b3 send_path 1
 skip_b3 keep_b3 -1
 skip_c3 out_c3 1
 skip_c3 in_c3 1
 skip_c3 send_path 1
 skip_c3 keep_c3 -1
 skip_d3 out_d3 1
 skip_d3 in_d3 1
 skip_d3 send_path 1
 skip_d3 keep_d3 -1
 skip_e3 out_e3 1
 skip_e3 in_e3 1
 skip_e3 send_path 1
 skip_e3 keep_e3 -1
 skip_f3 out_f3 1
 skip_f3 in_f3 1
 skip_f3 send_path 1
 skip_f3 keep_f3 -1
 skip_a4 out_a4 1
 skip_a4 in_a4 1
 skip_a4 send_path 1
 skip_a4 keep_a4 -1
 skip_b4 out_b4 1
 skip_b4 in_b4 1
 skip_b4 send_path 1
 skip_b4 keep_b4 -1
 skip_c4 out_c4 1
 skip_c4 in_c4 1
 skip_c4 send_path 1
 skip_c4 keep_c4 -1
 skip_d4 out_d4 1
 skip_d4 in_d4 1
 skip_d4 send_path 1
 skip_d4 keep_d4 -1
 skip_e4 out_e4 1
 skip_e4 in_e4 1
 skip_e4 send_path 1
 skip_e4 keep_e4 -1
 skip_f4 out_f4 1
 skip_f4 in_f4 1
 skip_f4 send_path 1
 skip_f4 keep_f4 -1
 skip_a5 out_a5 1
 skip_a5 in_a5 1
 skip_a5 send_path 1
 skip_a5 keep_a5 -1
 skip_b5 out_b5 1
 skip_b5 in_b5 1
 skip_b5 send_path 1
 skip_b5 keep_b5 -1
 skip_c5 out_c5 1
 skip_c5 in_c5 1
 skip_c5 send_path 1
 skip_c5 keep_c5 -1
 skip_d5 out_d5 1
 skip_d5 in_d5 1
 skip_d5 send_path 1
 skip_d5 keep_d5 -1
 skip_e5 out_e5 1
 skip_e5 in_e5 1
 skip_e5 send_path 1
 skip_e5 keep_e5 -1
 skip_f5 out_f5 1
 skip_f5 in_f5 1
 skip_f5 send_path 1
 skip_f5 keep_f5 -1
 skip_a6 out_a6 1
 skip_a6 in_a6 1
 skip_a6 send_path 1
 skip_a6 keep_a6 -1
 skip_b6 out_b6 1
 skip_b6 in_b6 1
 skip_b6 send_path 1
 skip_b6 keep_b6 -1
 skip_c6 out_c6 1
 skip_c6 in_c6 1
 skip_c6 send_path 1
 skip_c6 keep_c6 -1
 skip_d6 out_d6 1
 skip_d6 in_d6 1
 skip_d6 send_path 1
 skip_d6 keep_d6 -1
 skip_e6 out_e6 1
 skip_e6 in_e6 1
 skip_e6 send_path 1
 skip_e6 keep_e6 -1
 skip_f6 out_f6 1
 skip_f6 in_f6 1
 skip_f6 send_path 1
 skip_f6 keep_f6 -1
 flow_arc_a1_b3 carry_arc_a1_b3 1
 flow_arc_a1_b3 keep_a1 1
 flow_arc_a1_b3 keep_b3 -1
 flow_arc_a1_c2 carry_arc_a1_c2 1
 flow_arc_a1_c2 keep_a1 1
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
 flow_arc_c2_a1 carry_arc_c2_a1 1
 flow_arc_c2_a1 keep_a1 -1
 flow_arc_c2_a1 keep_c2 1
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
 flow_arc_b3_a1 carry_arc_b3_a1 1
 flow_arc_b3_a1 keep_a1 -1
 flow_arc_b3_a1 keep_b3 1
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
 flow_arc_a4_b6 carry_arc_a4_b6 1
 flow_arc_a4_b6 keep_a4 1
 flow_arc_a4_b6 keep_b6 -1
 flow_arc_a4_c5 carry_arc_a4_c5 1
 flow_arc_a4_c5 keep_a4 1
 flow_arc_a4_c5 keep_c5 -1
 flow_arc_a4_c3 carry_arc_a4_c3 1
 flow_arc_a4_c3 keep_c3 -1
 flow_arc_a4_c3 keep_a4 1
 flow_arc_a4_b2 carry_arc_a4_b2 1
 flow_arc_a4_b2 keep_b2 -1
 flow_arc_a4_b2 keep_a4 1
 flow_arc_b4_c6 carry_arc_b4_c6 1
 flow_arc_b4_c6 keep_b4 1
 flow_arc_b4_c6 keep_c6 -1
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
 flow_arc_b4_a6 carry_arc_b4_a6 1
 flow_arc_b4_a6 keep_b4 1
 flow_arc_b4_a6 keep_a6 -1
 flow_arc_c4_d6 carry_arc_c4_d6 1
 flow_arc_c4_d6 keep_c4 1
 flow_arc_c4_d6 keep_d6 -1
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
 flow_arc_c4_b6 carry_arc_c4_b6 1
 flow_arc_c4_b6 keep_c4 1
 flow_arc_c4_b6 keep_b6 -1
 flow_arc_d4_e6 carry_arc_d4_e6 1
 flow_arc_d4_e6 keep_d4 1
 flow_arc_d4_e6 keep_e6 -1
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
 flow_arc_d4_c6 carry_arc_d4_c6 1
 flow_arc_d4_c6 keep_d4 1
 flow_arc_d4_c6 keep_c6 -1
 flow_arc_e4_f6 carry_arc_e4_f6 1
 flow_arc_e4_f6 keep_e4 1
 flow_arc_e4_f6 keep_f6 -1
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
 flow_arc_e4_d6 carry_arc_e4_d6 1
 flow_arc_e4_d6 keep_e4 1
 flow_arc_e4_d6 keep_d6 -1
 flow_arc_f4_e2 carry_arc_f4_e2 1
 flow_arc_f4_e2 keep_e2 -1
 flow_arc_f4_e2 keep_f4 1
 flow_arc_f4_d3 carry_arc_f4_d3 1
 flow_arc_f4_d3 keep_d3 -1
 flow_arc_f4_d3 keep_f4 1
 flow_arc_f4_d5 carry_arc_f4_d5 1
 flow_arc_f4_d5 keep_f4 1
 flow_arc_f4_d5 keep_d5 -1
 flow_arc_f4_e6 carry_arc_f4_e6 1
 flow_arc_f4_e6 keep_f4 1
 flow_arc_f4_e6 keep_e6 -1
 flow_arc_a5_c6 carry_arc_a5_c6 1
 flow_arc_a5_c6 keep_a5 1
 flow_arc_a5_c6 keep_c6 -1
 flow_arc_a5_c4 carry_arc_a5_c4 1
 flow_arc_a5_c4 keep_c4 -1
 flow_arc_a5_c4 keep_a5 1
 flow_arc_a5_b3 carry_arc_a5_b3 1
 flow_arc_a5_b3 keep_b3 -1
 flow_arc_a5_b3 keep_a5 1
 flow_arc_b5_d6 carry_arc_b5_d6 1
 flow_arc_b5_d6 keep_b5 1
 flow_arc_b5_d6 keep_d6 -1
 flow_arc_b5_d4 carry_arc_b5_d4 1
 flow_arc_b5_d4 keep_d4 -1
 flow_arc_b5_d4 keep_b5 1
 flow_arc_b5_c3 carry_arc_b5_c3 1
 flow_arc_b5_c3 keep_c3 -1
 flow_arc_b5_c3 keep_b5 1
 flow_arc_b5_a3 carry_arc_b5_a3 1
 flow_arc_b5_a3 keep_a3 -1
 flow_arc_b5_a3 keep_b5 1
 flow_arc_c5_e6 carry_arc_c5_e6 1
 flow_arc_c5_e6 keep_c5 1
 flow_arc_c5_e6 keep_e6 -1
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
 flow_arc_c5_a6 carry_arc_c5_a6 1
 flow_arc_c5_a6 keep_c5 1
 flow_arc_c5_a6 keep_a6 -1
 flow_arc_d5_f6 carry_arc_d5_f6 1
 flow_arc_d5_f6 keep_d5 1
 flow_arc_d5_f6 keep_f6 -1
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
 flow_arc_d5_b6 carry_arc_d5_b6 1
 flow_arc_d5_b6 keep_d5 1
 flow_arc_d5_b6 keep_b6 -1
 flow_arc_e5_f3 carry_arc_e5_f3 1
 flow_arc_e5_f3 keep_f3 -1
 flow_arc_e5_f3 keep_e5 1
 flow_arc_e5_d3 carry_arc_e5_d3 1
 flow_arc_e5_d3 keep_d3 -1
 flow_arc_e5_d3 keep_e5 1
 flow_arc_e5_c4 carry_arc_e5_c4 1
 flow_arc_e5_c4 keep_c4 -1
 flow_arc_e5_c4 keep_e5 1
 flow_arc_e5_c6 carry_arc_e5_c6 1
 flow_arc_e5_c6 keep_e5 1
 flow_arc_e5_c6 keep_c6 -1
 flow_arc_f5_e3 carry_arc_f5_e3 1
 flow_arc_f5_e3 keep_e3 -1
 flow_arc_f5_e3 keep_f5 1
 flow_arc_f5_d4 carry_arc_f5_d4 1
 flow_arc_f5_d4 keep_d4 -1
 flow_arc_f5_d4 keep_f5 1
 flow_arc_f5_d6 carry_arc_f5_d6 1
 flow_arc_f5_d6 keep_f5 1
 flow_arc_f5_d6 keep_d6 -1
 flow_arc_a6_c5 carry_arc_a6_c5 1
 flow_arc_a6_c5 keep_c5 -1
 flow_arc_a6_c5 keep_a6 1
 flow_arc_a6_b4 carry_arc_a6_b4 1
 flow_arc_a6_b4 keep_b4 -1
 flow_arc_a6_b4 keep_a6 1
 flow_arc_b6_d5 carry_arc_b6_d5 1
 flow_arc_b6_d5 keep_d5 -1
 flow_arc_b6_d5 keep_b6 1
 flow_arc_b6_c4 carry_arc_b6_c4 1
 flow_arc_b6_c4 keep_c4 -1
 flow_arc_b6_c4 keep_b6 1
 flow_arc_b6_a4 carry_arc_b6_a4 1
 flow_arc_b6_a4 keep_a4 -1
 flow_arc_b6_a4 keep_b6 1
 flow_arc_c6_e5 carry_arc_c6_e5 1
 flow_arc_c6_e5 keep_e5 -1
 flow_arc_c6_e5 keep_c6 1
 flow_arc_c6_d4 carry_arc_c6_d4 1
 flow_arc_c6_d4 keep_d4 -1
 flow_arc_c6_d4 keep_c6 1
 flow_arc_c6_b4 carry_arc_c6_b4 1
 flow_arc_c6_b4 keep_b4 -1
 flow_arc_c6_b4 keep_c6 1
 flow_arc_c6_a5 carry_arc_c6_a5 1
 flow_arc_c6_a5 keep_a5 -1
 flow_arc_c6_a5 keep_c6 1
 flow_arc_d6_f5 carry_arc_d6_f5 1
 flow_arc_d6_f5 keep_f5 -1
 flow_arc_d6_f5 keep_d6 1
 flow_arc_d6_e4 carry_arc_d6_e4 1
 flow_arc_d6_e4 keep_e4 -1
 flow_arc_d6_e4 keep_d6 1
 flow_arc_d6_c4 carry_arc_d6_c4 1
 flow_arc_d6_c4 keep_c4 -1
 flow_arc_d6_c4 keep_d6 1
 flow_arc_d6_b5 carry_arc_d6_b5 1
 flow_arc_d6_b5 keep_b5 -1
 flow_arc_d6_b5 keep_d6 1
 flow_arc_e6_f4 carry_arc_e6_f4 1
 flow_arc_e6_f4 keep_f4 -1
 flow_arc_e6_f4 keep_e6 1
 flow_arc_e6_d4 carry_arc_e6_d4 1
 flow_arc_e6_d4 keep_d4 -1
 flow_arc_e6_d4 keep_e6 1
 flow_arc_e6_c5 carry_arc_e6_c5 1
 flow_arc_e6_c5 keep_c5 -1
 flow_arc_e6_c5 keep_e6 1
 flow_arc_f6_e4 carry_arc_f6_e4 1
 flow_arc_f6_e4 keep_e4 -1
 flow_arc_f6_e4 keep_f6 1
 flow_arc_f6_d5 carry_arc_f6_d5 1
 flow_arc_f6_d5 keep_d5 -1
 flow_arc_f6_d5 keep_f6 1
 flow_first_a1 carry_first_a1 1
 flow_first_a1 send_path 1
 flow_first_a1 keep_a1 -1
 flow_first_b1 carry_first_b1 1
 flow_first_b1 send_path 1
 flow_first_b1 keep_b1 -1
 flow_first_c1 carry_first_c1 1
 flow_first_c1 send_path 1
 flow_first_c1 keep_c1 -1
 flow_first_d1 carry_first_d1 1
 flow_first_d1 send_path 1
 flow_first_d1 keep_d1 -1
 flow_first_e1 carry_first_e1 1
 flow_first_e1 send_path 1
 flow_first_e1 keep_e1 -1
 flow_first_f1 carry_first_f1 1
 flow_first_f1 send_path 1
 flow_first_f1 keep_f1 -1
 flow_first_a2 carry_first_a2 1
 flow_first_a2 send_path 1
 flow_first_a2 keep_a2 -1
 flow_first_b2 carry_first_b2 1
 flow_first_b2 send_path 1
 flow_first_b2 keep_b2 -1
 flow_first_c2 carry_first_c2 1
 flow_first_c2 send_path 1
 flow_first_c2 keep_c2 -1
 flow_first_d2 carry_first_d2 1
 flow_first_d2 send_path 1
 flow_first_d2 keep_d2 -1
 flow_first_e2 carry_first_e2 1
 flow_first_e2 send_path 1
 flow_first_e2 keep_e2 -1
 flow_first_f2 carry_first_f2 1
 flow_first_f2 send_path 1
 flow_first_f2 keep_f2 -1
 flow_first_a3 carry_first_a3 1
 flow_first_a3 send_path 1
 flow_first_a3 keep_a3 -1
 flow_first_b3 carry_first_b3 1
 flow_first_b3 send_path 1
 flow_first_b3 keep_b3 -1
 flow_first_c3 carry_first_c3 1
 flow_first_c3 send_path 1
 flow_first_c3 keep_c3 -1
 flow_first_d3 carry_first_d3 1
 flow_first_d3 send_path 1
 flow_first_d3 keep_d3 -1
 flow_first_e3 carry_first_e3 1
 flow_first_e3 send_path 1
 flow_first_e3 keep_e3 -1
 flow_first_f3 carry_first_f3 1
 flow_first_f3 send_path 1
 flow_first_f3 keep_f3 -1
 flow_first_a4 carry_first_a4 1
 flow_first_a4 send_path 1
 flow_first_a4 keep_a4 -1
 flow_first_b4 carry_first_b4 1
 flow_first_b4 send_path 1
 flow_first_b4 keep_b4 -1
 flow_first_c4 carry_first_c4 1
 flow_first_c4 send_path 1
 flow_first_c4 keep_c4 -1
 flow_first_d4 carry_first_d4 1
 flow_first_d4 send_path 1
 flow_first_d4 keep_d4 -1
 flow_first_e4 carry_first_e4 1
 flow_first_e4 send_path 1
 flow_first_e4 keep_e4 -1
 flow_first_f4 carry_first_f4 1
 flow_first_f4 send_path 1
 flow_first_f4 keep_f4 -1
 flow_first_a5 carry_first_a5 1
 flow_first_a5 send_path 1
 flow_first_a5 keep_a5 -1
 flow_first_b5 carry_first_b5 1
 flow_first_b5 send_path 1
 flow_first_b5 keep_b5 -1
 flow_first_c5 carry_first_c5 1
 flow_first_c5 send_path 1
 flow_first_c5 keep_c5 -1
 flow_first_d5 carry_first_d5 1
 flow_first_d5 send_path 1
 flow_first_d5 keep_d5 -1
 flow_first_e5 carry_first_e5 1
 flow_first_e5 send_path 1
 flow_first_e5 keep_e5 -1
 flow_first_f5 carry_first_f5 1
 flow_first_f5 send_path 1
 flow_first_f5 keep_f5 -1
 flow_first_a6 carry_first_a6 1
 flow_first_a6 send_path 1
 flow_first_a6 keep_a6 -1
 flow_first_b6 carry_first_b6 1
 flow_first_b6 send_path 1
 flow_first_b6 keep_b6 -1
 flow_first_c6 carry_first_c6 1
 flow_first_c6 send_path 1
 flow_first_c6 keep_c6 -1
 flow_first_d6 carry_first_d6 1
 flow_first_d6 send_path 1
 flow_first_d6 keep_d6 -1
 flow_first_e6 carry_first_e6 1
 flow_first_e6 send_path 1
 flow_first_e6 keep_e6 -1
 flow_first_f6 carry_first_f6 1
 flow_first_f6 send_path 1
 flow_first_f6 keep_f6 -1
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
 rhs send_path 36
 rhs keep_a1 -1
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
 rhs keep_a6 -1
 rhs keep_b6 -1
 rhs keep_c6 -1
 rhs keep_d6 -1
 rhs keep_e6 -1
 rhs keep_f6 -1
 rhs uncrossed_a1_c2_b1_a3 1
 rhs uncrossed_a1_c2_b1_c3 1
 rhs uncrossed_a1_c2_c1_a2 1
 rhs uncrossed_a1_c2_c1_b3 1
 rhs uncrossed_a1_c2_d1_b2 1
 rhs uncrossed_a1_b3_b1_a3 1
 rhs uncrossed_a1_b3_c1_a2 1
 rhs uncrossed_a1_b3_a2_c3 1
 rhs uncrossed_a1_b3_b2_a4 1
 rhs uncrossed_a1_b3_c2_a3 1
 rhs uncrossed_b1_d2_c1_a2 1
 rhs uncrossed_b1_d2_c1_b3 1
 rhs uncrossed_b1_d2_c1_d3 1
 rhs uncrossed_b1_d2_d1_b2 1
 rhs uncrossed_b1_d2_d1_c3 1
 rhs uncrossed_b1_d2_e1_c2 1
 rhs uncrossed_b1_a3_c1_a2 1
 rhs uncrossed_b1_a3_a2_c3 1
 rhs uncrossed_b1_a3_a2_b4 1
 rhs uncrossed_b1_c3_c1_a2 1
 rhs uncrossed_b1_c3_c1_b3 1
 rhs uncrossed_b1_c3_d1_b2 1
 rhs uncrossed_b1_c3_b2_d3 1
 rhs uncrossed_b1_c3_c2_a3 1
 rhs uncrossed_b1_c3_c2_b4 1
 rhs uncrossed_b1_c3_d2_b3 1
 rhs uncrossed_c1_e2_d1_b2 1
 rhs uncrossed_c1_e2_d1_c3 1
 rhs uncrossed_c1_e2_d1_e3 1
 rhs uncrossed_c1_e2_e1_c2 1
 rhs uncrossed_c1_e2_e1_d3 1
 rhs uncrossed_c1_e2_f1_d2 1
 rhs uncrossed_c1_b3_d1_b2 1
 rhs uncrossed_c1_b3_a2_c3 1
 rhs uncrossed_c1_b3_b2_d3 1
 rhs uncrossed_c1_b3_b2_c4 1
 rhs uncrossed_c1_b3_c2_a3 1
 rhs uncrossed_c1_d3_d1_b2 1
 rhs uncrossed_c1_d3_d1_c3 1
 rhs uncrossed_c1_d3_e1_c2 1
 rhs uncrossed_c1_d3_c2_e3 1
 rhs uncrossed_c1_d3_d2_b3 1
 rhs uncrossed_c1_d3_d2_c4 1
 rhs uncrossed_c1_d3_e2_c3 1
 rhs uncrossed_d1_f2_e1_c2 1
 rhs uncrossed_d1_f2_e1_d3 1
 rhs uncrossed_d1_f2_e1_f3 1
 rhs uncrossed_d1_f2_f1_d2 1
 rhs uncrossed_d1_f2_f1_e3 1
 rhs uncrossed_d1_c3_e1_c2 1
 rhs uncrossed_d1_c3_b2_d3 1
 rhs uncrossed_d1_c3_c2_e3 1
 rhs uncrossed_d1_c3_c2_d4 1
 rhs uncrossed_d1_c3_d2_b3 1
 rhs uncrossed_d1_e3_e1_c2 1
 rhs uncrossed_d1_e3_e1_d3 1
 rhs uncrossed_d1_e3_f1_d2 1
 rhs uncrossed_d1_e3_d2_f3 1
 rhs uncrossed_d1_e3_e2_c3 1
 rhs uncrossed_d1_e3_e2_d4 1
 rhs uncrossed_d1_e3_f2_d3 1
 rhs uncrossed_e1_d3_f1_d2 1
 rhs uncrossed_e1_d3_c2_e3 1
 rhs uncrossed_e1_d3_d2_f3 1
 rhs uncrossed_e1_d3_d2_e4 1
 rhs uncrossed_e1_d3_e2_c3 1
 rhs uncrossed_e1_f3_f1_d2 1
 rhs uncrossed_e1_f3_f1_e3 1
 rhs uncrossed_e1_f3_f2_d3 1
 rhs uncrossed_e1_f3_f2_e4 1
 rhs uncrossed_f1_e3_d2_f3 1
 rhs uncrossed_f1_e3_e2_f4 1
 rhs uncrossed_f1_e3_f2_d3 1
 rhs uncrossed_a2_c3_b2_a4 1
 rhs uncrossed_a2_c3_b2_c4 1
 rhs uncrossed_a2_c3_c2_a3 1
 rhs uncrossed_a2_c3_c2_b4 1
 rhs uncrossed_a2_c3_d2_b3 1
 rhs uncrossed_a2_b4_b2_a4 1
 rhs uncrossed_a2_b4_c2_a3 1
 rhs uncrossed_a2_b4_a3_c4 1
 rhs uncrossed_a2_b4_b3_a5 1
 rhs uncrossed_a2_b4_c3_a4 1
 rhs uncrossed_b2_d3_c2_a3 1
 rhs uncrossed_b2_d3_c2_b4 1
 rhs uncrossed_b2_d3_c2_d4 1
 rhs uncrossed_b2_d3_d2_b3 1
 rhs uncrossed_b2_d3_d2_c4 1
 rhs uncrossed_b2_d3_e2_c3 1
 rhs uncrossed_b2_a4_c2_a3 1
 rhs uncrossed_b2_a4_a3_c4 1
 rhs uncrossed_b2_a4_a3_b5 1
 rhs uncrossed_b2_c4_c2_a3 1
 rhs uncrossed_b2_c4_c2_b4 1
 rhs uncrossed_b2_c4_d2_b3 1
 rhs uncrossed_b2_c4_b3_d4 1
 rhs uncrossed_b2_c4_c3_a4 1
 rhs uncrossed_b2_c4_c3_b5 1
 rhs uncrossed_b2_c4_d3_b4 1
 rhs uncrossed_c2_e3_d2_b3 1
 rhs uncrossed_c2_e3_d2_c4 1
 rhs uncrossed_c2_e3_d2_e4 1
 rhs uncrossed_c2_e3_e2_c3 1
 rhs uncrossed_c2_e3_e2_d4 1
 rhs uncrossed_c2_e3_f2_d3 1
 rhs uncrossed_c2_b4_d2_b3 1
 rhs uncrossed_c2_b4_a3_c4 1
 rhs uncrossed_c2_b4_b3_d4 1
 rhs uncrossed_c2_b4_b3_c5 1
 rhs uncrossed_c2_b4_c3_a4 1
 rhs uncrossed_c2_d4_d2_b3 1
 rhs uncrossed_c2_d4_d2_c4 1
 rhs uncrossed_c2_d4_e2_c3 1
 rhs uncrossed_c2_d4_c3_e4 1
 rhs uncrossed_c2_d4_d3_b4 1
 rhs uncrossed_c2_d4_d3_c5 1
 rhs uncrossed_c2_d4_e3_c4 1
 rhs uncrossed_d2_f3_e2_c3 1
 rhs uncrossed_d2_f3_e2_d4 1
 rhs uncrossed_d2_f3_e2_f4 1
 rhs uncrossed_d2_f3_f2_d3 1
 rhs uncrossed_d2_f3_f2_e4 1
 rhs uncrossed_d2_c4_e2_c3 1
 rhs uncrossed_d2_c4_b3_d4 1
 rhs uncrossed_d2_c4_c3_e4 1
 rhs uncrossed_d2_c4_c3_d5 1
 rhs uncrossed_d2_c4_d3_b4 1
 rhs uncrossed_d2_e4_e2_c3 1
 rhs uncrossed_d2_e4_e2_d4 1
 rhs uncrossed_d2_e4_f2_d3 1
 rhs uncrossed_d2_e4_d3_f4 1
 rhs uncrossed_d2_e4_e3_c4 1
 rhs uncrossed_d2_e4_e3_d5 1
 rhs uncrossed_d2_e4_f3_d4 1
 rhs uncrossed_e2_d4_f2_d3 1
 rhs uncrossed_e2_d4_c3_e4 1
 rhs uncrossed_e2_d4_d3_f4 1
 rhs uncrossed_e2_d4_d3_e5 1
 rhs uncrossed_e2_d4_e3_c4 1
 rhs uncrossed_e2_f4_f2_d3 1
 rhs uncrossed_e2_f4_f2_e4 1
 rhs uncrossed_e2_f4_f3_d4 1
 rhs uncrossed_e2_f4_f3_e5 1
 rhs uncrossed_f2_e4_d3_f4 1
 rhs uncrossed_f2_e4_e3_f5 1
 rhs uncrossed_f2_e4_f3_d4 1
 rhs uncrossed_a3_c4_b3_a5 1
 rhs uncrossed_a3_c4_b3_c5 1
 rhs uncrossed_a3_c4_c3_a4 1
 rhs uncrossed_a3_c4_c3_b5 1
 rhs uncrossed_a3_c4_d3_b4 1
 rhs uncrossed_a3_b5_b3_a5 1
 rhs uncrossed_a3_b5_c3_a4 1
 rhs uncrossed_a3_b5_a4_c5 1
 rhs uncrossed_a3_b5_b4_a6 1
 rhs uncrossed_a3_b5_c4_a5 1
 rhs uncrossed_b3_d4_c3_a4 1
 rhs uncrossed_b3_d4_c3_b5 1
 rhs uncrossed_b3_d4_c3_d5 1
 rhs uncrossed_b3_d4_d3_b4 1
 rhs uncrossed_b3_d4_d3_c5 1
 rhs uncrossed_b3_d4_e3_c4 1
 rhs uncrossed_b3_a5_c3_a4 1
 rhs uncrossed_b3_a5_a4_c5 1
 rhs uncrossed_b3_a5_a4_b6 1
 rhs uncrossed_b3_c5_c3_a4 1
 rhs uncrossed_b3_c5_c3_b5 1
 rhs uncrossed_b3_c5_d3_b4 1
 rhs uncrossed_b3_c5_b4_d5 1
 rhs uncrossed_b3_c5_c4_a5 1
 rhs uncrossed_b3_c5_c4_b6 1
 rhs uncrossed_b3_c5_d4_b5 1
 rhs uncrossed_c3_e4_d3_b4 1
 rhs uncrossed_c3_e4_d3_c5 1
 rhs uncrossed_c3_e4_d3_e5 1
 rhs uncrossed_c3_e4_e3_c4 1
 rhs uncrossed_c3_e4_e3_d5 1
 rhs uncrossed_c3_e4_f3_d4 1
 rhs uncrossed_c3_b5_d3_b4 1
 rhs uncrossed_c3_b5_a4_c5 1
 rhs uncrossed_c3_b5_b4_d5 1
 rhs uncrossed_c3_b5_b4_c6 1
 rhs uncrossed_c3_b5_c4_a5 1
 rhs uncrossed_c3_d5_d3_b4 1
 rhs uncrossed_c3_d5_d3_c5 1
 rhs uncrossed_c3_d5_e3_c4 1
 rhs uncrossed_c3_d5_c4_e5 1
 rhs uncrossed_c3_d5_d4_b5 1
 rhs uncrossed_c3_d5_d4_c6 1
 rhs uncrossed_c3_d5_e4_c5 1
 rhs uncrossed_d3_f4_e3_c4 1
 rhs uncrossed_d3_f4_e3_d5 1
 rhs uncrossed_d3_f4_e3_f5 1
 rhs uncrossed_d3_f4_f3_d4 1
 rhs uncrossed_d3_f4_f3_e5 1
 rhs uncrossed_d3_c5_e3_c4 1
 rhs uncrossed_d3_c5_b4_d5 1
 rhs uncrossed_d3_c5_c4_e5 1
 rhs uncrossed_d3_c5_c4_d6 1
 rhs uncrossed_d3_c5_d4_b5 1
 rhs uncrossed_d3_e5_e3_c4 1
 rhs uncrossed_d3_e5_e3_d5 1
 rhs uncrossed_d3_e5_f3_d4 1
 rhs uncrossed_d3_e5_d4_f5 1
 rhs uncrossed_d3_e5_e4_c5 1
 rhs uncrossed_d3_e5_e4_d6 1
 rhs uncrossed_d3_e5_f4_d5 1
 rhs uncrossed_e3_d5_f3_d4 1
 rhs uncrossed_e3_d5_c4_e5 1
 rhs uncrossed_e3_d5_d4_f5 1
 rhs uncrossed_e3_d5_d4_e6 1
 rhs uncrossed_e3_d5_e4_c5 1
 rhs uncrossed_e3_f5_f3_d4 1
 rhs uncrossed_e3_f5_f3_e5 1
 rhs uncrossed_e3_f5_f4_d5 1
 rhs uncrossed_e3_f5_f4_e6 1
 rhs uncrossed_f3_e5_d4_f5 1
 rhs uncrossed_f3_e5_e4_f6 1
 rhs uncrossed_f3_e5_f4_d5 1
 rhs uncrossed_a4_c5_b4_a6 1
 rhs uncrossed_a4_c5_b4_c6 1
 rhs uncrossed_a4_c5_c4_a5 1
 rhs uncrossed_a4_c5_c4_b6 1
 rhs uncrossed_a4_c5_d4_b5 1
 rhs uncrossed_a4_b6_b4_a6 1
 rhs uncrossed_a4_b6_c4_a5 1
 rhs uncrossed_a4_b6_a5_c6 1
 rhs uncrossed_a4_b6_c5_a6 1
 rhs uncrossed_b4_d5_c4_a5 1
 rhs uncrossed_b4_d5_c4_b6 1
 rhs uncrossed_b4_d5_c4_d6 1
 rhs uncrossed_b4_d5_d4_b5 1
 rhs uncrossed_b4_d5_d4_c6 1
 rhs uncrossed_b4_d5_e4_c5 1
 rhs uncrossed_b4_a6_c4_a5 1
 rhs uncrossed_b4_a6_a5_c6 1
 rhs uncrossed_b4_c6_c4_a5 1
 rhs uncrossed_b4_c6_c4_b6 1
 rhs uncrossed_b4_c6_d4_b5 1
 rhs uncrossed_b4_c6_b5_d6 1
 rhs uncrossed_b4_c6_c5_a6 1
 rhs uncrossed_b4_c6_d5_b6 1
 rhs uncrossed_c4_e5_d4_b5 1
 rhs uncrossed_c4_e5_d4_c6 1
 rhs uncrossed_c4_e5_d4_e6 1
 rhs uncrossed_c4_e5_e4_c5 1
 rhs uncrossed_c4_e5_e4_d6 1
 rhs uncrossed_c4_e5_f4_d5 1
 rhs uncrossed_c4_b6_d4_b5 1
 rhs uncrossed_c4_b6_a5_c6 1
 rhs uncrossed_c4_b6_b5_d6 1
 rhs uncrossed_c4_b6_c5_a6 1
 rhs uncrossed_c4_d6_d4_b5 1
 rhs uncrossed_c4_d6_d4_c6 1
 rhs uncrossed_c4_d6_e4_c5 1
 rhs uncrossed_c4_d6_c5_e6 1
 rhs uncrossed_c4_d6_d5_b6 1
 rhs uncrossed_c4_d6_e5_c6 1
 rhs uncrossed_d4_f5_e4_c5 1
 rhs uncrossed_d4_f5_e4_d6 1
 rhs uncrossed_d4_f5_e4_f6 1
 rhs uncrossed_d4_f5_f4_d5 1
 rhs uncrossed_d4_f5_f4_e6 1
 rhs uncrossed_d4_c6_e4_c5 1
 rhs uncrossed_d4_c6_b5_d6 1
 rhs uncrossed_d4_c6_c5_e6 1
 rhs uncrossed_d4_c6_d5_b6 1
 rhs uncrossed_d4_e6_e4_c5 1
 rhs uncrossed_d4_e6_e4_d6 1
 rhs uncrossed_d4_e6_f4_d5 1
 rhs uncrossed_d4_e6_d5_f6 1
 rhs uncrossed_d4_e6_e5_c6 1
 rhs uncrossed_d4_e6_f5_d6 1
 rhs uncrossed_e4_d6_f4_d5 1
 rhs uncrossed_e4_d6_c5_e6 1
 rhs uncrossed_e4_d6_d5_f6 1
 rhs uncrossed_e4_d6_e5_c6 1
 rhs uncrossed_e4_f6_f4_d5 1
 rhs uncrossed_e4_f6_f4_e6 1
 rhs uncrossed_e4_f6_f5_d6 1
 rhs uncrossed_f4_e6_d5_f6 1
 rhs uncrossed_f4_e6_f5_d6 1
 rhs uncrossed_a5_c6_c5_a6 1
 rhs uncrossed_a5_c6_d5_b6 1
 rhs uncrossed_b5_d6_c5_a6 1
 rhs uncrossed_b5_d6_d5_b6 1
 rhs uncrossed_b5_d6_e5_c6 1
 rhs uncrossed_c5_e6_d5_b6 1
 rhs uncrossed_c5_e6_e5_c6 1
 rhs uncrossed_c5_e6_f5_d6 1
 rhs uncrossed_d5_f6_e5_c6 1
 rhs uncrossed_d5_f6_f5_d6 1
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
 BV bnd skip_a1
 BV bnd skip_b1
 BV bnd skip_c1
 BV bnd skip_d1
 BV bnd skip_e1
 BV bnd skip_f1
 BV bnd skip_a2
 BV bnd skip_b2
 BV bnd skip_c2
 BV bnd skip_d2
 BV bnd skip_e2
 BV bnd skip_f2
 BV bnd skip_a3
 BV bnd skip_b3
 BV bnd skip_c3
 BV bnd skip_d3
 BV bnd skip_e3
 BV bnd skip_f3
 BV bnd skip_a4
 BV bnd skip_b4
 BV bnd skip_c4
 BV bnd skip_d4
 BV bnd skip_e4
 BV bnd skip_f4
 BV bnd skip_a5
 BV bnd skip_b5
 BV bnd skip_c5
 BV bnd skip_d5
 BV bnd skip_e5
 BV bnd skip_f5
 BV bnd skip_a6
 BV bnd skip_b6
 BV bnd skip_c6
 BV bnd skip_d6
 BV bnd skip_e6
 BV bnd skip_f6
 LO bnd flow_arc_a1_b3 0
 UP bnd flow_arc_a1_b3 36
 LO bnd flow_arc_a1_c2 0
 UP bnd flow_arc_a1_c2 36
 LO bnd flow_arc_b1_c3 0
 UP bnd flow_arc_b1_c3 36
 LO bnd flow_arc_b1_d2 0
 UP bnd flow_arc_b1_d2 36
 LO bnd flow_arc_b1_a3 0
 UP bnd flow_arc_b1_a3 36
 LO bnd flow_arc_c1_d3 0
 UP bnd flow_arc_c1_d3 36
 LO bnd flow_arc_c1_e2 0
 UP bnd flow_arc_c1_e2 36
 LO bnd flow_arc_c1_a2 0
 UP bnd flow_arc_c1_a2 36
 LO bnd flow_arc_c1_b3 0
 UP bnd flow_arc_c1_b3 36
 LO bnd flow_arc_d1_e3 0
 UP bnd flow_arc_d1_e3 36
 LO bnd flow_arc_d1_f2 0
 UP bnd flow_arc_d1_f2 36
 LO bnd flow_arc_d1_b2 0
 UP bnd flow_arc_d1_b2 36
 LO bnd flow_arc_d1_c3 0
 UP bnd flow_arc_d1_c3 36
 LO bnd flow_arc_e1_f3 0
 UP bnd flow_arc_e1_f3 36
 LO bnd flow_arc_e1_c2 0
 UP bnd flow_arc_e1_c2 36
 LO bnd flow_arc_e1_d3 0
 UP bnd flow_arc_e1_d3 36
 LO bnd flow_arc_f1_d2 0
 UP bnd flow_arc_f1_d2 36
 LO bnd flow_arc_f1_e3 0
 UP bnd flow_arc_f1_e3 36
 LO bnd flow_arc_a2_b4 0
 UP bnd flow_arc_a2_b4 36
 LO bnd flow_arc_a2_c3 0
 UP bnd flow_arc_a2_c3 36
 LO bnd flow_arc_a2_c1 0
 UP bnd flow_arc_a2_c1 36
 LO bnd flow_arc_b2_c4 0
 UP bnd flow_arc_b2_c4 36
 LO bnd flow_arc_b2_d3 0
 UP bnd flow_arc_b2_d3 36
 LO bnd flow_arc_b2_d1 0
 UP bnd flow_arc_b2_d1 36
 LO bnd flow_arc_b2_a4 0
 UP bnd flow_arc_b2_a4 36
 LO bnd flow_arc_c2_d4 0
 UP bnd flow_arc_c2_d4 36
 LO bnd flow_arc_c2_e3 0
 UP bnd flow_arc_c2_e3 36
 LO bnd flow_arc_c2_e1 0
 UP bnd flow_arc_c2_e1 36
 LO bnd flow_arc_c2_a1 0
 UP bnd flow_arc_c2_a1 36
 LO bnd flow_arc_c2_a3 0
 UP bnd flow_arc_c2_a3 36
 LO bnd flow_arc_c2_b4 0
 UP bnd flow_arc_c2_b4 36
 LO bnd flow_arc_d2_e4 0
 UP bnd flow_arc_d2_e4 36
 LO bnd flow_arc_d2_f3 0
 UP bnd flow_arc_d2_f3 36
 LO bnd flow_arc_d2_f1 0
 UP bnd flow_arc_d2_f1 36
 LO bnd flow_arc_d2_b1 0
 UP bnd flow_arc_d2_b1 36
 LO bnd flow_arc_d2_b3 0
 UP bnd flow_arc_d2_b3 36
 LO bnd flow_arc_d2_c4 0
 UP bnd flow_arc_d2_c4 36
 LO bnd flow_arc_e2_f4 0
 UP bnd flow_arc_e2_f4 36
 LO bnd flow_arc_e2_c1 0
 UP bnd flow_arc_e2_c1 36
 LO bnd flow_arc_e2_c3 0
 UP bnd flow_arc_e2_c3 36
 LO bnd flow_arc_e2_d4 0
 UP bnd flow_arc_e2_d4 36
 LO bnd flow_arc_f2_d1 0
 UP bnd flow_arc_f2_d1 36
 LO bnd flow_arc_f2_d3 0
 UP bnd flow_arc_f2_d3 36
 LO bnd flow_arc_f2_e4 0
 UP bnd flow_arc_f2_e4 36
 LO bnd flow_arc_a3_b5 0
 UP bnd flow_arc_a3_b5 36
 LO bnd flow_arc_a3_c4 0
 UP bnd flow_arc_a3_c4 36
 LO bnd flow_arc_a3_c2 0
 UP bnd flow_arc_a3_c2 36
 LO bnd flow_arc_a3_b1 0
 UP bnd flow_arc_a3_b1 36
 LO bnd flow_arc_b3_c5 0
 UP bnd flow_arc_b3_c5 36
 LO bnd flow_arc_b3_d4 0
 UP bnd flow_arc_b3_d4 36
 LO bnd flow_arc_b3_d2 0
 UP bnd flow_arc_b3_d2 36
 LO bnd flow_arc_b3_c1 0
 UP bnd flow_arc_b3_c1 36
 LO bnd flow_arc_b3_a1 0
 UP bnd flow_arc_b3_a1 36
 LO bnd flow_arc_b3_a5 0
 UP bnd flow_arc_b3_a5 36
 LO bnd flow_arc_c3_d5 0
 UP bnd flow_arc_c3_d5 36
 LO bnd flow_arc_c3_e4 0
 UP bnd flow_arc_c3_e4 36
 LO bnd flow_arc_c3_e2 0
 UP bnd flow_arc_c3_e2 36
 LO bnd flow_arc_c3_d1 0
 UP bnd flow_arc_c3_d1 36
 LO bnd flow_arc_c3_b1 0
 UP bnd flow_arc_c3_b1 36
 LO bnd flow_arc_c3_a2 0
 UP bnd flow_arc_c3_a2 36
 LO bnd flow_arc_c3_a4 0
 UP bnd flow_arc_c3_a4 36
 LO bnd flow_arc_c3_b5 0
 UP bnd flow_arc_c3_b5 36
 LO bnd flow_arc_d3_e5 0
 UP bnd flow_arc_d3_e5 36
 LO bnd flow_arc_d3_f4 0
 UP bnd flow_arc_d3_f4 36
 LO bnd flow_arc_d3_f2 0
 UP bnd flow_arc_d3_f2 36
 LO bnd flow_arc_d3_e1 0
 UP bnd flow_arc_d3_e1 36
 LO bnd flow_arc_d3_c1 0
 UP bnd flow_arc_d3_c1 36
 LO bnd flow_arc_d3_b2 0
 UP bnd flow_arc_d3_b2 36
 LO bnd flow_arc_d3_b4 0
 UP bnd flow_arc_d3_b4 36
 LO bnd flow_arc_d3_c5 0
 UP bnd flow_arc_d3_c5 36
 LO bnd flow_arc_e3_f5 0
 UP bnd flow_arc_e3_f5 36
 LO bnd flow_arc_e3_f1 0
 UP bnd flow_arc_e3_f1 36
 LO bnd flow_arc_e3_d1 0
 UP bnd flow_arc_e3_d1 36
 LO bnd flow_arc_e3_c2 0
 UP bnd flow_arc_e3_c2 36
 LO bnd flow_arc_e3_c4 0
 UP bnd flow_arc_e3_c4 36
 LO bnd flow_arc_e3_d5 0
 UP bnd flow_arc_e3_d5 36
 LO bnd flow_arc_f3_e1 0
 UP bnd flow_arc_f3_e1 36
 LO bnd flow_arc_f3_d2 0
 UP bnd flow_arc_f3_d2 36
 LO bnd flow_arc_f3_d4 0
 UP bnd flow_arc_f3_d4 36
 LO bnd flow_arc_f3_e5 0
 UP bnd flow_arc_f3_e5 36
 LO bnd flow_arc_a4_b6 0
 UP bnd flow_arc_a4_b6 36
 LO bnd flow_arc_a4_c5 0
 UP bnd flow_arc_a4_c5 36
 LO bnd flow_arc_a4_c3 0
 UP bnd flow_arc_a4_c3 36
 LO bnd flow_arc_a4_b2 0
 UP bnd flow_arc_a4_b2 36
 LO bnd flow_arc_b4_c6 0
 UP bnd flow_arc_b4_c6 36
 LO bnd flow_arc_b4_d5 0
 UP bnd flow_arc_b4_d5 36
 LO bnd flow_arc_b4_d3 0
 UP bnd flow_arc_b4_d3 36
 LO bnd flow_arc_b4_c2 0
 UP bnd flow_arc_b4_c2 36
 LO bnd flow_arc_b4_a2 0
 UP bnd flow_arc_b4_a2 36
 LO bnd flow_arc_b4_a6 0
 UP bnd flow_arc_b4_a6 36
 LO bnd flow_arc_c4_d6 0
 UP bnd flow_arc_c4_d6 36
 LO bnd flow_arc_c4_e5 0
 UP bnd flow_arc_c4_e5 36
 LO bnd flow_arc_c4_e3 0
 UP bnd flow_arc_c4_e3 36
 LO bnd flow_arc_c4_d2 0
 UP bnd flow_arc_c4_d2 36
 LO bnd flow_arc_c4_b2 0
 UP bnd flow_arc_c4_b2 36
 LO bnd flow_arc_c4_a3 0
 UP bnd flow_arc_c4_a3 36
 LO bnd flow_arc_c4_a5 0
 UP bnd flow_arc_c4_a5 36
 LO bnd flow_arc_c4_b6 0
 UP bnd flow_arc_c4_b6 36
 LO bnd flow_arc_d4_e6 0
 UP bnd flow_arc_d4_e6 36
 LO bnd flow_arc_d4_f5 0
 UP bnd flow_arc_d4_f5 36
 LO bnd flow_arc_d4_f3 0
 UP bnd flow_arc_d4_f3 36
 LO bnd flow_arc_d4_e2 0
 UP bnd flow_arc_d4_e2 36
 LO bnd flow_arc_d4_c2 0
 UP bnd flow_arc_d4_c2 36
 LO bnd flow_arc_d4_b3 0
 UP bnd flow_arc_d4_b3 36
 LO bnd flow_arc_d4_b5 0
 UP bnd flow_arc_d4_b5 36
 LO bnd flow_arc_d4_c6 0
 UP bnd flow_arc_d4_c6 36
 LO bnd flow_arc_e4_f6 0
 UP bnd flow_arc_e4_f6 36
 LO bnd flow_arc_e4_f2 0
 UP bnd flow_arc_e4_f2 36
 LO bnd flow_arc_e4_d2 0
 UP bnd flow_arc_e4_d2 36
 LO bnd flow_arc_e4_c3 0
 UP bnd flow_arc_e4_c3 36
 LO bnd flow_arc_e4_c5 0
 UP bnd flow_arc_e4_c5 36
 LO bnd flow_arc_e4_d6 0
 UP bnd flow_arc_e4_d6 36
 LO bnd flow_arc_f4_e2 0
 UP bnd flow_arc_f4_e2 36
 LO bnd flow_arc_f4_d3 0
 UP bnd flow_arc_f4_d3 36
 LO bnd flow_arc_f4_d5 0
 UP bnd flow_arc_f4_d5 36
 LO bnd flow_arc_f4_e6 0
 UP bnd flow_arc_f4_e6 36
 LO bnd flow_arc_a5_c6 0
 UP bnd flow_arc_a5_c6 36
 LO bnd flow_arc_a5_c4 0
 UP bnd flow_arc_a5_c4 36
 LO bnd flow_arc_a5_b3 0
 UP bnd flow_arc_a5_b3 36
 LO bnd flow_arc_b5_d6 0
 UP bnd flow_arc_b5_d6 36
 LO bnd flow_arc_b5_d4 0
 UP bnd flow_arc_b5_d4 36
 LO bnd flow_arc_b5_c3 0
 UP bnd flow_arc_b5_c3 36
 LO bnd flow_arc_b5_a3 0
 UP bnd flow_arc_b5_a3 36
 LO bnd flow_arc_c5_e6 0
 UP bnd flow_arc_c5_e6 36
 LO bnd flow_arc_c5_e4 0
 UP bnd flow_arc_c5_e4 36
 LO bnd flow_arc_c5_d3 0
 UP bnd flow_arc_c5_d3 36
 LO bnd flow_arc_c5_b3 0
 UP bnd flow_arc_c5_b3 36
 LO bnd flow_arc_c5_a4 0
 UP bnd flow_arc_c5_a4 36
 LO bnd flow_arc_c5_a6 0
 UP bnd flow_arc_c5_a6 36
 LO bnd flow_arc_d5_f6 0
 UP bnd flow_arc_d5_f6 36
 LO bnd flow_arc_d5_f4 0
 UP bnd flow_arc_d5_f4 36
 LO bnd flow_arc_d5_e3 0
 UP bnd flow_arc_d5_e3 36
 LO bnd flow_arc_d5_c3 0
 UP bnd flow_arc_d5_c3 36
 LO bnd flow_arc_d5_b4 0
 UP bnd flow_arc_d5_b4 36
 LO bnd flow_arc_d5_b6 0
 UP bnd flow_arc_d5_b6 36
 LO bnd flow_arc_e5_f3 0
 UP bnd flow_arc_e5_f3 36
 LO bnd flow_arc_e5_d3 0
 UP bnd flow_arc_e5_d3 36
 LO bnd flow_arc_e5_c4 0
 UP bnd flow_arc_e5_c4 36
 LO bnd flow_arc_e5_c6 0
 UP bnd flow_arc_e5_c6 36
 LO bnd flow_arc_f5_e3 0
 UP bnd flow_arc_f5_e3 36
 LO bnd flow_arc_f5_d4 0
 UP bnd flow_arc_f5_d4 36
 LO bnd flow_arc_f5_d6 0
 UP bnd flow_arc_f5_d6 36
 LO bnd flow_arc_a6_c5 0
 UP bnd flow_arc_a6_c5 36
 LO bnd flow_arc_a6_b4 0
 UP bnd flow_arc_a6_b4 36
 LO bnd flow_arc_b6_d5 0
 UP bnd flow_arc_b6_d5 36
 LO bnd flow_arc_b6_c4 0
 UP bnd flow_arc_b6_c4 36
 LO bnd flow_arc_b6_a4 0
 UP bnd flow_arc_b6_a4 36
 LO bnd flow_arc_c6_e5 0
 UP bnd flow_arc_c6_e5 36
 LO bnd flow_arc_c6_d4 0
 UP bnd flow_arc_c6_d4 36
 LO bnd flow_arc_c6_b4 0
 UP bnd flow_arc_c6_b4 36
 LO bnd flow_arc_c6_a5 0
 UP bnd flow_arc_c6_a5 36
 LO bnd flow_arc_d6_f5 0
 UP bnd flow_arc_d6_f5 36
 LO bnd flow_arc_d6_e4 0
 UP bnd flow_arc_d6_e4 36
 LO bnd flow_arc_d6_c4 0
 UP bnd flow_arc_d6_c4 36
 LO bnd flow_arc_d6_b5 0
 UP bnd flow_arc_d6_b5 36
 LO bnd flow_arc_e6_f4 0
 UP bnd flow_arc_e6_f4 36
 LO bnd flow_arc_e6_d4 0
 UP bnd flow_arc_e6_d4 36
 LO bnd flow_arc_e6_c5 0
 UP bnd flow_arc_e6_c5 36
 LO bnd flow_arc_f6_e4 0
 UP bnd flow_arc_f6_e4 36
 LO bnd flow_arc_f6_d5 0
 UP bnd flow_arc_f6_d5 36
 LO bnd flow_first_a1 0
 UP bnd flow_first_a1 36
 LO bnd flow_first_b1 0
 UP bnd flow_first_b1 36
 LO bnd flow_first_c1 0
 UP bnd flow_first_c1 36
 LO bnd flow_first_d1 0
 UP bnd flow_first_d1 36
 LO bnd flow_first_e1 0
 UP bnd flow_first_e1 36
 LO bnd flow_first_f1 0
 UP bnd flow_first_f1 36
 LO bnd flow_first_a2 0
 UP bnd flow_first_a2 36
 LO bnd flow_first_b2 0
 UP bnd flow_first_b2 36
 LO bnd flow_first_c2 0
 UP bnd flow_first_c2 36
 LO bnd flow_first_d2 0
 UP bnd flow_first_d2 36
 LO bnd flow_first_e2 0
 UP bnd flow_first_e2 36
 LO bnd flow_first_f2 0
 UP bnd flow_first_f2 36
 LO bnd flow_first_a3 0
 UP bnd flow_first_a3 36
 LO bnd flow_first_b3 0
 UP bnd flow_first_b3 36
 LO bnd flow_first_c3 0
 UP bnd flow_first_c3 36
 LO bnd flow_first_d3 0
 UP bnd flow_first_d3 36
 LO bnd flow_first_e3 0
 UP bnd flow_first_e3 36
 LO bnd flow_first_f3 0
 UP bnd flow_first_f3 36
 LO bnd flow_first_a4 0
 UP bnd flow_first_a4 36
 LO bnd flow_first_b4 0
 UP bnd flow_first_b4 36
 LO bnd flow_first_c4 0
 UP bnd flow_first_c4 36
 LO bnd flow_first_d4 0
 UP bnd flow_first_d4 36
 LO bnd flow_first_e4 0
 UP bnd flow_first_e4 36
 LO bnd flow_first_f4 0
 UP bnd flow_first_f4 36
 LO bnd flow_first_a5 0
 UP bnd flow_first_a5 36
 LO bnd flow_first_b5 0
 UP bnd flow_first_b5 36
 LO bnd flow_first_c5 0
 UP bnd flow_first_c5 36
 LO bnd flow_first_d5 0
 UP bnd flow_first_d5 36
 LO bnd flow_first_e5 0
 UP bnd flow_first_e5 36
 LO bnd flow_first_f5 0
 UP bnd flow_first_f5 36
 LO bnd flow_first_a6 0
 UP bnd flow_first_a6 36
 LO bnd flow_first_b6 0
 UP bnd flow_first_b6 36
 LO bnd flow_first_c6 0
 UP bnd flow_first_c6 36
 LO bnd flow_first_d6 0
 UP bnd flow_first_d6 36
 LO bnd flow_first_e6 0
 UP bnd flow_first_e6 36
 LO bnd flow_first_f6 0
 UP bnd flow_first_f6 36
ENDATA
