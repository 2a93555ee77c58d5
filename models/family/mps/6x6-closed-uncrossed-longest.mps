* kt-csp board=6x6 leaper=1,2 closed=1 start=- end=- uncrossed longest
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
 E one_zero
 L zero_at_a1
 L zero_visited_a1
 L zero_at_b1
 L zero_visited_b1
 L zero_at_c1
 L zero_visited_c1
 L zero_at_d1
 L zero_visited_d1
 L zero_at_e1
 L zero_visited_e1
 L zero_at_f1
 L zero_visited_f1
 L zero_at_a2
 L zero_visited_a2
 L zero_at_b2
 L zero_visited_b2
 L zero_at_c2
 L zero_visited_c2
 L zero_at_d2
 L zero_visited_d2
 L zero_at_e2
 L zero_visited_e2
 L zero_at_f2
 L zero_visited_f2
 L zero_at_a3
 L zero_visited_a3
 L zero_at_b3
 L zero_visited_b3
 L zero_at_c3
 L zero_visited_c3
 L zero_at_d3
 L zero_visited_d3
 L zero_at_e3
 L zero_visited_e3
 L zero_at_f3
 L zero_visited_f3
 L zero_at_a4
 L zero_visited_a4
 L zero_at_b4
 L zero_visited_b4
 L zero_at_c4
 L zero_visited_c4
 L zero_at_d4
 L zero_visited_d4
 L zero_at_e4
 L zero_visited_e4
 L zero_at_f4
 L zero_visited_f4
 L zero_at_a5
 L zero_visited_a5
 L zero_at_b5
 L zero_visited_b5
 L zero_at_c5
 L zero_visited_c5
 L zero_at_d5
 L zero_visited_d5
 L zero_at_e5
 L zero_visited_e5
 L zero_at_f5
 L zero_visited_f5
 L zero_at_a6
 L zero_visited_a6
 L zero_at_b6
 L zero_visited_b6
 L zero_at_c6
 L zero_visited_c6
 L zero_at_d6
 L zero_visited_d6
 L zero_at_e6
 L zero_visited_e6
 L zero_at_f6
 L zero_visited_f6
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
 L once_a1_b3
 L once_a1_c2
 L once_b1_c3
 L once_b1_d2
 L once_b1_a3
 L once_c1_d3
 L once_c1_e2
 L once_c1_a2
 L once_c1_b3
 L once_d1_e3
 L once_d1_f2
 L once_d1_b2
 L once_d1_c3
 L once_e1_f3
 L once_e1_c2
 L once_e1_d3
 L once_f1_d2
 L once_f1_e3
 L once_a2_b4
 L once_a2_c3
 L once_b2_c4
 L once_b2_d3
 L once_b2_a4
 L once_c2_d4
 L once_c2_e3
 L once_c2_a3
 L once_c2_b4
 L once_d2_e4
 L once_d2_f3
 L once_d2_b3
 L once_d2_c4
 L once_e2_f4
 L once_e2_c3
 L once_e2_d4
 L once_f2_d3
 L once_f2_e4
 L once_a3_b5
 L once_a3_c4
 L once_b3_c5
 L once_b3_d4
 L once_b3_a5
 L once_c3_d5
 L once_c3_e4
 L once_c3_a4
 L once_c3_b5
 L once_d3_e5
 L once_d3_f4
 L once_d3_b4
 L once_d3_c5
 L once_e3_f5
 L once_e3_c4
 L once_e3_d5
 L once_f3_d4
 L once_f3_e5
 L once_a4_b6
 L once_a4_c5
 L once_b4_c6
 L once_b4_d5
 L once_b4_a6
 L once_c4_d6
 L once_c4_e5
 L once_c4_a5
 L once_c4_b6
 L once_d4_e6
 L once_d4_f5
 L once_d4_b5
 L once_d4_c6
 L once_e4_f6
 L once_e4_c5
 L once_e4_d6
 L once_f4_d5
 L once_f4_e6
 L once_a5_c6
 L once_b5_d6
 L once_c5_e6
 L once_c5_a6
 L once_d5_f6
 L once_d5_b6
 L once_e5_c6
 L once_f5_d6
COLUMNS
 MARKER 'MARKER' 'INTORG'
 arc_a1_b3 obj 1
 arc_a1_b3 out_a1 1
 arc_a1_b3 in_b3 1
 arc_a1_b3 order_a1_b3 -36
 arc_a1_b3 order_b3_a1 -34
 arc_a1_b3 uncrossed_a1_b3_b1_a3 1
 arc_a1_b3 uncrossed_a1_b3_c1_a2 1
 arc_a1_b3 uncrossed_a1_b3_a2_c3 1
 arc_a1_b3 uncrossed_a1_b3_b2_a4 1
 arc_a1_b3 uncrossed_a1_b3_c2_a3 1
 arc_a1_b3 once_a1_b3 1
 arc_a1_c2 obj 1
 arc_a1_c2 out_a1 1
 arc_a1_c2 in_c2 1
 arc_a1_c2 order_a1_c2 -36
 arc_a1_c2 order_c2_a1 -34
 arc_a1_c2 uncrossed_a1_c2_b1_a3 1
 arc_a1_c2 uncrossed_a1_c2_b1_c3 1
 arc_a1_c2 uncrossed_a1_c2_c1_a2 1
 arc_a1_c2 uncrossed_a1_c2_c1_b3 1
 arc_a1_c2 uncrossed_a1_c2_d1_b2 1
 arc_a1_c2 once_a1_c2 1
 arc_b1_c3 obj 1
 arc_b1_c3 out_b1 1
 arc_b1_c3 in_c3 1
 arc_b1_c3 order_b1_c3 -36
 arc_b1_c3 order_c3_b1 -34
 arc_b1_c3 uncrossed_a1_c2_b1_c3 1
 arc_b1_c3 uncrossed_b1_c3_c1_a2 1
 arc_b1_c3 uncrossed_b1_c3_c1_b3 1
 arc_b1_c3 uncrossed_b1_c3_d1_b2 1
 arc_b1_c3 uncrossed_b1_c3_b2_d3 1
 arc_b1_c3 uncrossed_b1_c3_c2_a3 1
 arc_b1_c3 uncrossed_b1_c3_c2_b4 1
 arc_b1_c3 uncrossed_b1_c3_d2_b3 1
 arc_b1_c3 once_b1_c3 1
 arc_b1_d2 obj 1
 arc_b1_d2 out_b1 1
 arc_b1_d2 in_d2 1
 arc_b1_d2 order_b1_d2 -36
 arc_b1_d2 order_d2_b1 -34
 arc_b1_d2 uncrossed_b1_d2_c1_a2 1
 arc_b1_d2 uncrossed_b1_d2_c1_b3 1
 arc_b1_d2 uncrossed_b1_d2_c1_d3 1
 arc_b1_d2 uncrossed_b1_d2_d1_b2 1
 arc_b1_d2 uncrossed_b1_d2_d1_c3 1
 arc_b1_d2 uncrossed_b1_d2_e1_c2 1
 arc_b1_d2 once_b1_d2 1
 arc_b1_a3 obj 1
 arc_b1_a3 out_b1 1
 arc_b1_a3 in_a3 1
 arc_b1_a3 order_b1_a3 -36
 arc_b1_a3 order_a3_b1 -34
 arc_b1_a3 uncrossed_a1_c2_b1_a3 1
 arc_b1_a3 uncrossed_a1_b3_b1_a3 1
 arc_b1_a3 uncrossed_b1_a3_c1_a2 1
 arc_b1_a3 uncrossed_b1_a3_a2_c3 1
 arc_b1_a3 uncrossed_b1_a3_a2_b4 1
 arc_b1_a3 once_b1_a3 1
 arc_c1_d3 obj 1
 arc_c1_d3 out_c1 1
 arc_c1_d3 in_d3 1
 arc_c1_d3 order_c1_d3 -36
 arc_c1_d3 order_d3_c1 -34
 arc_c1_d3 uncrossed_b1_d2_c1_d3 1
 arc_c1_d3 uncrossed_c1_d3_d1_b2 1
 arc_c1_d3 uncrossed_c1_d3_d1_c3 1
 arc_c1_d3 uncrossed_c1_d3_e1_c2 1
 arc_c1_d3 uncrossed_c1_d3_c2_e3 1
 arc_c1_d3 uncrossed_c1_d3_d2_b3 1
 arc_c1_d3 uncrossed_c1_d3_d2_c4 1
 arc_c1_d3 uncrossed_c1_d3_e2_c3 1
 arc_c1_d3 once_c1_d3 1
 arc_c1_e2 obj 1
 arc_c1_e2 out_c1 1
 arc_c1_e2 in_e2 1
 arc_c1_e2 order_c1_e2 -36
 arc_c1_e2 order_e2_c1 -34
 arc_c1_e2 uncrossed_c1_e2_d1_b2 1
 arc_c1_e2 uncrossed_c1_e2_d1_c3 1
 arc_c1_e2 uncrossed_c1_e2_d1_e3 1
 arc_c1_e2 uncrossed_c1_e2_e1_c2 1
 arc_c1_e2 uncrossed_c1_e2_e1_d3 1
 arc_c1_e2 uncrossed_c1_e2_f1_d2 1
 arc_c1_e2 once_c1_e2 1
 arc_c1_a2 obj 1
 arc_c1_a2 out_c1 1
 arc_c1_a2 in_a2 1
 arc_c1_a2 order_c1_a2 -36
 arc_c1_a2 order_a2_c1 -34
 arc_c1_a2 uncrossed_a1_c2_c1_a2 1
 arc_c1_a2 uncrossed_a1_b3_c1_a2 1
 arc_c1_a2 uncrossed_b1_d2_c1_a2 1
 arc_c1_a2 uncrossed_b1_a3_c1_a2 1
 arc_c1_a2 uncrossed_b1_c3_c1_a2 1
 arc_c1_a2 once_c1_a2 1
 arc_c1_b3 obj 1
 arc_c1_b3 out_c1 1
 arc_c1_b3 in_b3 1
 arc_c1_b3 order_c1_b3 -36
 arc_c1_b3 order_b3_c1 -34
 arc_c1_b3 uncrossed_a1_c2_c1_b3 1
 arc_c1_b3 uncrossed_b1_d2_c1_b3 1
 arc_c1_b3 uncrossed_b1_c3_c1_b3 1
 arc_c1_b3 uncrossed_c1_b3_d1_b2 1
 arc_c1_b3 uncrossed_c1_b3_a2_c3 1
 arc_c1_b3 uncrossed_c1_b3_b2_d3 1
 arc_c1_b3 uncrossed_c1_b3_b2_c4 1
 arc_c1_b3 uncrossed_c1_b3_c2_a3 1
 arc_c1_b3 once_c1_b3 1
 arc_d1_e3 obj 1
 arc_d1_e3 out_d1 1
 arc_d1_e3 in_e3 1
 arc_d1_e3 order_d1_e3 -36
 arc_d1_e3 order_e3_d1 -34
 arc_d1_e3 uncrossed_c1_e2_d1_e3 1
 arc_d1_e3 uncrossed_d1_e3_e1_c2 1
 arc_d1_e3 uncrossed_d1_e3_e1_d3 1
 arc_d1_e3 uncrossed_d1_e3_f1_d2 1
 arc_d1_e3 uncrossed_d1_e3_d2_f3 1
 arc_d1_e3 uncrossed_d1_e3_e2_c3 1
 arc_d1_e3 uncrossed_d1_e3_e2_d4 1
 arc_d1_e3 uncrossed_d1_e3_f2_d3 1
 arc_d1_e3 once_d1_e3 1
 arc_d1_f2 obj 1
 arc_d1_f2 out_d1 1
 arc_d1_f2 in_f2 1
 arc_d1_f2 order_d1_f2 -36
 arc_d1_f2 order_f2_d1 -34
 arc_d1_f2 uncrossed_d1_f2_e1_c2 1
 arc_d1_f2 uncrossed_d1_f2_e1_d3 1
 arc_d1_f2 uncrossed_d1_f2_e1_f3 1
 arc_d1_f2 uncrossed_d1_f2_f1_d2 1
 arc_d1_f2 uncrossed_d1_f2_f1_e3 1
 arc_d1_f2 once_d1_f2 1
 arc_d1_b2 obj 1
 arc_d1_b2 out_d1 1
 arc_d1_b2 in_b2 1
 arc_d1_b2 order_d1_b2 -36
 arc_d1_b2 order_b2_d1 -34
 arc_d1_b2 uncrossed_a1_c2_d1_b2 1
 arc_d1_b2 uncrossed_b1_d2_d1_b2 1
 arc_d1_b2 uncrossed_b1_c3_d1_b2 1
 arc_d1_b2 uncrossed_c1_e2_d1_b2 1
 arc_d1_b2 uncrossed_c1_b3_d1_b2 1
 arc_d1_b2 uncrossed_c1_d3_d1_b2 1
 arc_d1_b2 once_d1_b2 1
 arc_d1_c3 obj 1
 arc_d1_c3 out_d1 1
 arc_d1_c3 in_c3 1
 arc_d1_c3 order_d1_c3 -36
 arc_d1_c3 order_c3_d1 -34
 arc_d1_c3 uncrossed_b1_d2_d1_c3 1
 arc_d1_c3 uncrossed_c1_e2_d1_c3 1
 arc_d1_c3 uncrossed_c1_d3_d1_c3 1
 arc_d1_c3 uncrossed_d1_c3_e1_c2 1
 arc_d1_c3 uncrossed_d1_c3_b2_d3 1
 arc_d1_c3 uncrossed_d1_c3_c2_e3 1
 arc_d1_c3 uncrossed_d1_c3_c2_d4 1
 arc_d1_c3 uncrossed_d1_c3_d2_b3 1
 arc_d1_c3 once_d1_c3 1
 arc_e1_f3 obj 1
 arc_e1_f3 out_e1 1
 arc_e1_f3 in_f3 1
 arc_e1_f3 order_e1_f3 -36
 arc_e1_f3 order_f3_e1 -34
 arc_e1_f3 uncrossed_d1_f2_e1_f3 1
 arc_e1_f3 uncrossed_e1_f3_f1_d2 1
 arc_e1_f3 uncrossed_e1_f3_f1_e3 1
 arc_e1_f3 uncrossed_e1_f3_f2_d3 1
 arc_e1_f3 uncrossed_e1_f3_f2_e4 1
 arc_e1_f3 once_e1_f3 1
 arc_e1_c2 obj 1
 arc_e1_c2 out_e1 1
 arc_e1_c2 in_c2 1
 arc_e1_c2 order_e1_c2 -36
 arc_e1_c2 order_c2_e1 -34
 arc_e1_c2 uncrossed_b1_d2_e1_c2 1
 arc_e1_c2 uncrossed_c1_e2_e1_c2 1
 arc_e1_c2 uncrossed_c1_d3_e1_c2 1
 arc_e1_c2 uncrossed_d1_f2_e1_c2 1
 arc_e1_c2 uncrossed_d1_c3_e1_c2 1
 arc_e1_c2 uncrossed_d1_e3_e1_c2 1
 arc_e1_c2 once_e1_c2 1
 arc_e1_d3 obj 1
 arc_e1_d3 out_e1 1
 arc_e1_d3 in_d3 1
 arc_e1_d3 order_e1_d3 -36
 arc_e1_d3 order_d3_e1 -34
 arc_e1_d3 uncrossed_c1_e2_e1_d3 1
 arc_e1_d3 uncrossed_d1_f2_e1_d3 1
 arc_e1_d3 uncrossed_d1_e3_e1_d3 1
 arc_e1_d3 uncrossed_e1_d3_f1_d2 1
 arc_e1_d3 uncrossed_e1_d3_c2_e3 1
 arc_e1_d3 uncrossed_e1_d3_d2_f3 1
 arc_e1_d3 uncrossed_e1_d3_d2_e4 1
 arc_e1_d3 uncrossed_e1_d3_e2_c3 1
 arc_e1_d3 once_e1_d3 1
 arc_f1_d2 obj 1
 arc_f1_d2 out_f1 1
 arc_f1_d2 in_d2 1
 arc_f1_d2 order_f1_d2 -36
 arc_f1_d2 order_d2_f1 -34
 arc_f1_d2 uncrossed_c1_e2_f1_d2 1
 arc_f1_d2 uncrossed_d1_f2_f1_d2 1
 arc_f1_d2 uncrossed_d1_e3_f1_d2 1
 arc_f1_d2 uncrossed_e1_d3_f1_d2 1
 arc_f1_d2 uncrossed_e1_f3_f1_d2 1
 arc_f1_d2 once_f1_d2 1
 arc_f1_e3 obj 1
 arc_f1_e3 out_f1 1
 arc_f1_e3 in_e3 1
 arc_f1_e3 order_f1_e3 -36
 arc_f1_e3 order_e3_f1 -34
 arc_f1_e3 uncrossed_d1_f2_f1_e3 1
 arc_f1_e3 uncrossed_e1_f3_f1_e3 1
 arc_f1_e3 uncrossed_f1_e3_d2_f3 1
 arc_f1_e3 uncrossed_f1_e3_e2_f4 1
 arc_f1_e3 uncrossed_f1_e3_f2_d3 1
 arc_f1_e3 once_f1_e3 1
 arc_a2_b4 obj 1
 arc_a2_b4 out_a2 1
 arc_a2_b4 in_b4 1
 arc_a2_b4 order_a2_b4 -36
 arc_a2_b4 order_b4_a2 -34
 arc_a2_b4 uncrossed_b1_a3_a2_b4 1
 arc_a2_b4 uncrossed_a2_b4_b2_a4 1
 arc_a2_b4 uncrossed_a2_b4_c2_a3 1
 arc_a2_b4 uncrossed_a2_b4_a3_c4 1
 arc_a2_b4 uncrossed_a2_b4_b3_a5 1
 arc_a2_b4 uncrossed_a2_b4_c3_a4 1
 arc_a2_b4 once_a2_b4 1
 arc_a2_c3 obj 1
 arc_a2_c3 out_a2 1
 arc_a2_c3 in_c3 1
 arc_a2_c3 order_a2_c3 -36
 arc_a2_c3 order_c3_a2 -34
 arc_a2_c3 uncrossed_a1_b3_a2_c3 1
 arc_a2_c3 uncrossed_b1_a3_a2_c3 1
 arc_a2_c3 uncrossed_c1_b3_a2_c3 1
 arc_a2_c3 uncrossed_a2_c3_b2_a4 1
 arc_a2_c3 uncrossed_a2_c3_b2_c4 1
 arc_a2_c3 uncrossed_a2_c3_c2_a3 1
 arc_a2_c3 uncrossed_a2_c3_c2_b4 1
 arc_a2_c3 uncrossed_a2_c3_d2_b3 1
 arc_a2_c3 once_a2_c3 1
 arc_a2_c1 obj 1
 arc_a2_c1 in_c1 1
 arc_a2_c1 out_a2 1
 arc_a2_c1 order_c1_a2 -34
 arc_a2_c1 order_a2_c1 -36
 arc_a2_c1 uncrossed_a1_c2_c1_a2 1
 arc_a2_c1 uncrossed_a1_b3_c1_a2 1
 arc_a2_c1 uncrossed_b1_d2_c1_a2 1
 arc_a2_c1 uncrossed_b1_a3_c1_a2 1
 arc_a2_c1 uncrossed_b1_c3_c1_a2 1
 arc_a2_c1 once_c1_a2 1
 arc_b2_c4 obj 1
 arc_b2_c4 out_b2 1
 arc_b2_c4 in_c4 1
 arc_b2_c4 order_b2_c4 -36
 arc_b2_c4 order_c4_b2 -34
 arc_b2_c4 uncrossed_c1_b3_b2_c4 1
 arc_b2_c4 uncrossed_a2_c3_b2_c4 1
 arc_b2_c4 uncrossed_b2_c4_c2_a3 1
 arc_b2_c4 uncrossed_b2_c4_c2_b4 1
 arc_b2_c4 uncrossed_b2_c4_d2_b3 1
 arc_b2_c4 uncrossed_b2_c4_b3_d4 1
 arc_b2_c4 uncrossed_b2_c4_c3_a4 1
 arc_b2_c4 uncrossed_b2_c4_c3_b5 1
 arc_b2_c4 uncrossed_b2_c4_d3_b4 1
 arc_b2_c4 once_b2_c4 1
 arc_b2_d3 obj 1
 arc_b2_d3 out_b2 1
 arc_b2_d3 in_d3 1
 arc_b2_d3 order_b2_d3 -36
 arc_b2_d3 order_d3_b2 -34
 arc_b2_d3 uncrossed_b1_c3_b2_d3 1
 arc_b2_d3 uncrossed_c1_b3_b2_d3 1
 arc_b2_d3 uncrossed_d1_c3_b2_d3 1
 arc_b2_d3 uncrossed_b2_d3_c2_a3 1
 arc_b2_d3 uncrossed_b2_d3_c2_b4 1
 arc_b2_d3 uncrossed_b2_d3_c2_d4 1
 arc_b2_d3 uncrossed_b2_d3_d2_b3 1
 arc_b2_d3 uncrossed_b2_d3_d2_c4 1
 arc_b2_d3 uncrossed_b2_d3_e2_c3 1
 arc_b2_d3 once_b2_d3 1
 arc_b2_d1 obj 1
 arc_b2_d1 in_d1 1
 arc_b2_d1 out_b2 1
 arc_b2_d1 order_d1_b2 -34
 arc_b2_d1 order_b2_d1 -36
 arc_b2_d1 uncrossed_a1_c2_d1_b2 1
 arc_b2_d1 uncrossed_b1_d2_d1_b2 1
 arc_b2_d1 uncrossed_b1_c3_d1_b2 1
 arc_b2_d1 uncrossed_c1_e2_d1_b2 1
 arc_b2_d1 uncrossed_c1_b3_d1_b2 1
 arc_b2_d1 uncrossed_c1_d3_d1_b2 1
 arc_b2_d1 once_d1_b2 1
 arc_b2_a4 obj 1
 arc_b2_a4 out_b2 1
 arc_b2_a4 in_a4 1
 arc_b2_a4 order_b2_a4 -36
 arc_b2_a4 order_a4_b2 -34
 arc_b2_a4 uncrossed_a1_b3_b2_a4 1
 arc_b2_a4 uncrossed_a2_c3_b2_a4 1
 arc_b2_a4 uncrossed_a2_b4_b2_a4 1
 arc_b2_a4 uncrossed_b2_a4_c2_a3 1
 arc_b2_a4 uncrossed_b2_a4_a3_c4 1
 arc_b2_a4 uncrossed_b2_a4_a3_b5 1
 arc_b2_a4 once_b2_a4 1
 arc_c2_d4 obj 1
 arc_c2_d4 out_c2 1
 arc_c2_d4 in_d4 1
 arc_c2_d4 order_c2_d4 -36
 arc_c2_d4 order_d4_c2 -34
 arc_c2_d4 uncrossed_d1_c3_c2_d4 1
 arc_c2_d4 uncrossed_b2_d3_c2_d4 1
 arc_c2_d4 uncrossed_c2_d4_d2_b3 1
 arc_c2_d4 uncrossed_c2_d4_d2_c4 1
 arc_c2_d4 uncrossed_c2_d4_e2_c3 1
 arc_c2_d4 uncrossed_c2_d4_c3_e4 1
 arc_c2_d4 uncrossed_c2_d4_d3_b4 1
 arc_c2_d4 uncrossed_c2_d4_d3_c5 1
 arc_c2_d4 uncrossed_c2_d4_e3_c4 1
 arc_c2_d4 once_c2_d4 1
 arc_c2_e3 obj 1
 arc_c2_e3 out_c2 1
 arc_c2_e3 in_e3 1
 arc_c2_e3 order_c2_e3 -36
 arc_c2_e3 order_e3_c2 -34
 arc_c2_e3 uncrossed_c1_d3_c2_e3 1
 arc_c2_e3 uncrossed_d1_c3_c2_e3 1
 arc_c2_e3 uncrossed_e1_d3_c2_e3 1
 arc_c2_e3 uncrossed_c2_e3_d2_b3 1
 arc_c2_e3 uncrossed_c2_e3_d2_c4 1
 arc_c2_e3 uncrossed_c2_e3_d2_e4 1
 arc_c2_e3 uncrossed_c2_e3_e2_c3 1
 arc_c2_e3 uncrossed_c2_e3_e2_d4 1
 arc_c2_e3 uncrossed_c2_e3_f2_d3 1
 arc_c2_e3 once_c2_e3 1
 arc_c2_e1 obj 1
 arc_c2_e1 in_e1 1
 arc_c2_e1 out_c2 1
 arc_c2_e1 order_e1_c2 -34
 arc_c2_e1 order_c2_e1 -36
 arc_c2_e1 uncrossed_b1_d2_e1_c2 1
 arc_c2_e1 uncrossed_c1_e2_e1_c2 1
 arc_c2_e1 uncrossed_c1_d3_e1_c2 1
 arc_c2_e1 uncrossed_d1_f2_e1_c2 1
 arc_c2_e1 uncrossed_d1_c3_e1_c2 1
 arc_c2_e1 uncrossed_d1_e3_e1_c2 1
 arc_c2_e1 once_e1_c2 1
 arc_c2_a1 obj 1
 arc_c2_a1 in_a1 1
 arc_c2_a1 out_c2 1
 arc_c2_a1 order_a1_c2 -34
 arc_c2_a1 order_c2_a1 -36
 arc_c2_a1 uncrossed_a1_c2_b1_a3 1
 arc_c2_a1 uncrossed_a1_c2_b1_c3 1
 arc_c2_a1 uncrossed_a1_c2_c1_a2 1
 arc_c2_a1 uncrossed_a1_c2_c1_b3 1
 arc_c2_a1 uncrossed_a1_c2_d1_b2 1
 arc_c2_a1 once_a1_c2 1
 arc_c2_a3 obj 1
 arc_c2_a3 out_c2 1
 arc_c2_a3 in_a3 1
 arc_c2_a3 order_c2_a3 -36
 arc_c2_a3 order_a3_c2 -34
 arc_c2_a3 uncrossed_a1_b3_c2_a3 1
 arc_c2_a3 uncrossed_b1_c3_c2_a3 1
 arc_c2_a3 uncrossed_c1_b3_c2_a3 1
 arc_c2_a3 uncrossed_a2_c3_c2_a3 1
 arc_c2_a3 uncrossed_a2_b4_c2_a3 1
 arc_c2_a3 uncrossed_b2_d3_c2_a3 1
 arc_c2_a3 uncrossed_b2_a4_c2_a3 1
 arc_c2_a3 uncrossed_b2_c4_c2_a3 1
 arc_c2_a3 once_c2_a3 1
 arc_c2_b4 obj 1
 arc_c2_b4 out_c2 1
 arc_c2_b4 in_b4 1
 arc_c2_b4 order_c2_b4 -36
 arc_c2_b4 order_b4_c2 -34
 arc_c2_b4 uncrossed_b1_c3_c2_b4 1
 arc_c2_b4 uncrossed_a2_c3_c2_b4 1
 arc_c2_b4 uncrossed_b2_d3_c2_b4 1
 arc_c2_b4 uncrossed_b2_c4_c2_b4 1
 arc_c2_b4 uncrossed_c2_b4_d2_b3 1
 arc_c2_b4 uncrossed_c2_b4_a3_c4 1
 arc_c2_b4 uncrossed_c2_b4_b3_d4 1
 arc_c2_b4 uncrossed_c2_b4_b3_c5 1
 arc_c2_b4 uncrossed_c2_b4_c3_a4 1
 arc_c2_b4 once_c2_b4 1
 arc_d2_e4 obj 1
 arc_d2_e4 out_d2 1
 arc_d2_e4 in_e4 1
 arc_d2_e4 order_d2_e4 -36
 arc_d2_e4 order_e4_d2 -34
 arc_d2_e4 uncrossed_e1_d3_d2_e4 1
 arc_d2_e4 uncrossed_c2_e3_d2_e4 1
 arc_d2_e4 uncrossed_d2_e4_e2_c3 1
 arc_d2_e4 uncrossed_d2_e4_e2_d4 1
 arc_d2_e4 uncrossed_d2_e4_f2_d3 1
 arc_d2_e4 uncrossed_d2_e4_d3_f4 1
 arc_d2_e4 uncrossed_d2_e4_e3_c4 1
 arc_d2_e4 uncrossed_d2_e4_e3_d5 1
 arc_d2_e4 uncrossed_d2_e4_f3_d4 1
 arc_d2_e4 once_d2_e4 1
 arc_d2_f3 obj 1
 arc_d2_f3 out_d2 1
 arc_d2_f3 in_f3 1
 arc_d2_f3 order_d2_f3 -36
 arc_d2_f3 order_f3_d2 -34
 arc_d2_f3 uncrossed_d1_e3_d2_f3 1
 arc_d2_f3 uncrossed_e1_d3_d2_f3 1
 arc_d2_f3 uncrossed_f1_e3_d2_f3 1
 arc_d2_f3 uncrossed_d2_f3_e2_c3 1
 arc_d2_f3 uncrossed_d2_f3_e2_d4 1
 arc_d2_f3 uncrossed_d2_f3_e2_f4 1
 arc_d2_f3 uncrossed_d2_f3_f2_d3 1
 arc_d2_f3 uncrossed_d2_f3_f2_e4 1
 arc_d2_f3 once_d2_f3 1
 arc_d2_f1 obj 1
 arc_d2_f1 in_f1 1
 arc_d2_f1 out_d2 1
 arc_d2_f1 order_f1_d2 -34
 arc_d2_f1 order_d2_f1 -36
 arc_d2_f1 uncrossed_c1_e2_f1_d2 1
 arc_d2_f1 uncrossed_d1_f2_f1_d2 1
 arc_d2_f1 uncrossed_d1_e3_f1_d2 1
 arc_d2_f1 uncrossed_e1_d3_f1_d2 1
 arc_d2_f1 uncrossed_e1_f3_f1_d2 1
 arc_d2_f1 once_f1_d2 1
 arc_d2_b1 obj 1
 arc_d2_b1 in_b1 1
 arc_d2_b1 out_d2 1
 arc_d2_b1 order_b1_d2 -34
 arc_d2_b1 order_d2_b1 -36
 arc_d2_b1 uncrossed_b1_d2_c1_a2 1
 arc_d2_b1 uncrossed_b1_d2_c1_b3 1
 arc_d2_b1 uncrossed_b1_d2_c1_d3 1
 arc_d2_b1 uncrossed_b1_d2_d1_b2 1
 arc_d2_b1 uncrossed_b1_d2_d1_c3 1
 arc_d2_b1 uncrossed_b1_d2_e1_c2 1
 arc_d2_b1 once_b1_d2 1
 arc_d2_b3 obj 1
 arc_d2_b3 out_d2 1
 arc_d2_b3 in_b3 1
 arc_d2_b3 order_d2_b3 -36
 arc_d2_b3 order_b3_d2 -34
 arc_d2_b3 uncrossed_b1_c3_d2_b3 1
 arc_d2_b3 uncrossed_c1_d3_d2_b3 1
 arc_d2_b3 uncrossed_d1_c3_d2_b3 1
 arc_d2_b3 uncrossed_a2_c3_d2_b3 1
 arc_d2_b3 uncrossed_b2_d3_d2_b3 1
 arc_d2_b3 uncrossed_b2_c4_d2_b3 1
 arc_d2_b3 uncrossed_c2_e3_d2_b3 1
 arc_d2_b3 uncrossed_c2_b4_d2_b3 1
 arc_d2_b3 uncrossed_c2_d4_d2_b3 1
 arc_d2_b3 once_d2_b3 1
 arc_d2_c4 obj 1
 arc_d2_c4 out_d2 1
 arc_d2_c4 in_c4 1
 arc_d2_c4 order_d2_c4 -36
 arc_d2_c4 order_c4_d2 -34
 arc_d2_c4 uncrossed_c1_d3_d2_c4 1
 arc_d2_c4 uncrossed_b2_d3_d2_c4 1
 arc_d2_c4 uncrossed_c2_e3_d2_c4 1
 arc_d2_c4 uncrossed_c2_d4_d2_c4 1
 arc_d2_c4 uncrossed_d2_c4_e2_c3 1
 arc_d2_c4 uncrossed_d2_c4_b3_d4 1
 arc_d2_c4 uncrossed_d2_c4_c3_e4 1
 arc_d2_c4 uncrossed_d2_c4_c3_d5 1
 arc_d2_c4 uncrossed_d2_c4_d3_b4 1
 arc_d2_c4 once_d2_c4 1
 arc_e2_f4 obj 1
 arc_e2_f4 out_e2 1
 arc_e2_f4 in_f4 1
 arc_e2_f4 order_e2_f4 -36
 arc_e2_f4 order_f4_e2 -34
 arc_e2_f4 uncrossed_f1_e3_e2_f4 1
 arc_e2_f4 uncrossed_d2_f3_e2_f4 1
 arc_e2_f4 uncrossed_e2_f4_f2_d3 1
 arc_e2_f4 uncrossed_e2_f4_f2_e4 1
 arc_e2_f4 uncrossed_e2_f4_f3_d4 1
 arc_e2_f4 uncrossed_e2_f4_f3_e5 1
 arc_e2_f4 once_e2_f4 1
 arc_e2_c1 obj 1
 arc_e2_c1 in_c1 1
 arc_e2_c1 out_e2 1
 arc_e2_c1 order_c1_e2 -34
 arc_e2_c1 order_e2_c1 -36
 arc_e2_c1 uncrossed_c1_e2_d1_b2 1
 arc_e2_c1 uncrossed_c1_e2_d1_c3 1
 arc_e2_c1 uncrossed_c1_e2_d1_e3 1
 arc_e2_c1 uncrossed_c1_e2_e1_c2 1
 arc_e2_c1 uncrossed_c1_e2_e1_d3 1
 arc_e2_c1 uncrossed_c1_e2_f1_d2 1
 arc_e2_c1 once_c1_e2 1
 arc_e2_c3 obj 1
 arc_e2_c3 out_e2 1
 arc_e2_c3 in_c3 1
 arc_e2_c3 order_e2_c3 -36
 arc_e2_c3 order_c3_e2 -34
 arc_e2_c3 uncrossed_c1_d3_e2_c3 1
 arc_e2_c3 uncrossed_d1_e3_e2_c3 1
 arc_e2_c3 uncrossed_e1_d3_e2_c3 1
 arc_e2_c3 uncrossed_b2_d3_e2_c3 1
 arc_e2_c3 uncrossed_c2_e3_e2_c3 1
 arc_e2_c3 uncrossed_c2_d4_e2_c3 1
 arc_e2_c3 uncrossed_d2_f3_e2_c3 1
 arc_e2_c3 uncrossed_d2_c4_e2_c3 1
 arc_e2_c3 uncrossed_d2_e4_e2_c3 1
 arc_e2_c3 once_e2_c3 1
 arc_e2_d4 obj 1
 arc_e2_d4 out_e2 1
 arc_e2_d4 in_d4 1
 arc_e2_d4 order_e2_d4 -36
 arc_e2_d4 order_d4_e2 -34
 arc_e2_d4 uncrossed_d1_e3_e2_d4 1
 arc_e2_d4 uncrossed_c2_e3_e2_d4 1
 arc_e2_d4 uncrossed_d2_f3_e2_d4 1
 arc_e2_d4 uncrossed_d2_e4_e2_d4 1
 arc_e2_d4 uncrossed_e2_d4_f2_d3 1
 arc_e2_d4 uncrossed_e2_d4_c3_e4 1
 arc_e2_d4 uncrossed_e2_d4_d3_f4 1
 arc_e2_d4 uncrossed_e2_d4_d3_e5 1
 arc_e2_d4 uncrossed_e2_d4_e3_c4 1
 arc_e2_d4 once_e2_d4 1
 arc_f2_d1 obj 1
 arc_f2_d1 in_d1 1
 arc_f2_d1 out_f2 1
 arc_f2_d1 order_d1_f2 -34
 arc_f2_d1 order_f2_d1 -36
 arc_f2_d1 uncrossed_d1_f2_e1_c2 1
 arc_f2_d1 uncrossed_d1_f2_e1_d3 1
 arc_f2_d1 uncrossed_d1_f2_e1_f3 1
 arc_f2_d1 uncrossed_d1_f2_f1_d2 1
 arc_f2_d1 uncrossed_d1_f2_f1_e3 1
 arc_f2_d1 once_d1_f2 1
 arc_f2_d3 obj 1
 arc_f2_d3 out_f2 1
 arc_f2_d3 in_d3 1
 arc_f2_d3 order_f2_d3 -36
 arc_f2_d3 order_d3_f2 -34
 arc_f2_d3 uncrossed_d1_e3_f2_d3 1
 arc_f2_d3 uncrossed_e1_f3_f2_d3 1
 arc_f2_d3 uncrossed_f1_e3_f2_d3 1
 arc_f2_d3 uncrossed_c2_e3_f2_d3 1
 arc_f2_d3 uncrossed_d2_f3_f2_d3 1
 arc_f2_d3 uncrossed_d2_e4_f2_d3 1
 arc_f2_d3 uncrossed_e2_d4_f2_d3 1
 arc_f2_d3 uncrossed_e2_f4_f2_d3 1
 arc_f2_d3 once_f2_d3 1
 arc_f2_e4 obj 1
 arc_f2_e4 out_f2 1
 arc_f2_e4 in_e4 1
 arc_f2_e4 order_f2_e4 -36
 arc_f2_e4 order_e4_f2 -34
 arc_f2_e4 uncrossed_e1_f3_f2_e4 1
 arc_f2_e4 uncrossed_d2_f3_f2_e4 1
 arc_f2_e4 uncrossed_e2_f4_f2_e4 1
 arc_f2_e4 uncrossed_f2_e4_d3_f4 1
 arc_f2_e4 uncrossed_f2_e4_e3_f5 1
 arc_f2_e4 uncrossed_f2_e4_f3_d4 1
 arc_f2_e4 once_f2_e4 1
 arc_a3_b5 obj 1
 arc_a3_b5 out_a3 1
 arc_a3_b5 in_b5 1
 arc_a3_b5 order_a3_b5 -36
 arc_a3_b5 order_b5_a3 -34
 arc_a3_b5 uncrossed_b2_a4_a3_b5 1
 arc_a3_b5 uncrossed_a3_b5_b3_a5 1
 arc_a3_b5 uncrossed_a3_b5_c3_a4 1
 arc_a3_b5 uncrossed_a3_b5_a4_c5 1
 arc_a3_b5 uncrossed_a3_b5_b4_a6 1
 arc_a3_b5 uncrossed_a3_b5_c4_a5 1
 arc_a3_b5 once_a3_b5 1
 arc_a3_c4 obj 1
 arc_a3_c4 out_a3 1
 arc_a3_c4 in_c4 1
 arc_a3_c4 order_a3_c4 -36
 arc_a3_c4 order_c4_a3 -34
 arc_a3_c4 uncrossed_a2_b4_a3_c4 1
 arc_a3_c4 uncrossed_b2_a4_a3_c4 1
 arc_a3_c4 uncrossed_c2_b4_a3_c4 1
 arc_a3_c4 uncrossed_a3_c4_b3_a5 1
 arc_a3_c4 uncrossed_a3_c4_b3_c5 1
 arc_a3_c4 uncrossed_a3_c4_c3_a4 1
 arc_a3_c4 uncrossed_a3_c4_c3_b5 1
 arc_a3_c4 uncrossed_a3_c4_d3_b4 1
 arc_a3_c4 once_a3_c4 1
 arc_a3_c2 obj 1
 arc_a3_c2 in_c2 1
 arc_a3_c2 out_a3 1
 arc_a3_c2 order_c2_a3 -34
 arc_a3_c2 order_a3_c2 -36
 arc_a3_c2 uncrossed_a1_b3_c2_a3 1
 arc_a3_c2 uncrossed_b1_c3_c2_a3 1
 arc_a3_c2 uncrossed_c1_b3_c2_a3 1
 arc_a3_c2 uncrossed_a2_c3_c2_a3 1
 arc_a3_c2 uncrossed_a2_b4_c2_a3 1
 arc_a3_c2 uncrossed_b2_d3_c2_a3 1
 arc_a3_c2 uncrossed_b2_a4_c2_a3 1
 arc_a3_c2 uncrossed_b2_c4_c2_a3 1
 arc_a3_c2 once_c2_a3 1
 arc_a3_b1 obj 1
 arc_a3_b1 in_b1 1
 arc_a3_b1 out_a3 1
 arc_a3_b1 order_b1_a3 -34
 arc_a3_b1 order_a3_b1 -36
 arc_a3_b1 uncrossed_a1_c2_b1_a3 1
 arc_a3_b1 uncrossed_a1_b3_b1_a3 1
 arc_a3_b1 uncrossed_b1_a3_c1_a2 1
 arc_a3_b1 uncrossed_b1_a3_a2_c3 1
 arc_a3_b1 uncrossed_b1_a3_a2_b4 1
 arc_a3_b1 once_b1_a3 1
 arc_b3_c5 obj 1
 arc_b3_c5 out_b3 1
 arc_b3_c5 in_c5 1
 arc_b3_c5 order_b3_c5 -36
 arc_b3_c5 order_c5_b3 -34
 arc_b3_c5 uncrossed_c2_b4_b3_c5 1
 arc_b3_c5 uncrossed_a3_c4_b3_c5 1
 arc_b3_c5 uncrossed_b3_c5_c3_a4 1
 arc_b3_c5 uncrossed_b3_c5_c3_b5 1
 arc_b3_c5 uncrossed_b3_c5_d3_b4 1
 arc_b3_c5 uncrossed_b3_c5_b4_d5 1
 arc_b3_c5 uncrossed_b3_c5_c4_a5 1
 arc_b3_c5 uncrossed_b3_c5_c4_b6 1
 arc_b3_c5 uncrossed_b3_c5_d4_b5 1
 arc_b3_c5 once_b3_c5 1
 arc_b3_d4 obj 1
 arc_b3_d4 out_b3 1
 arc_b3_d4 in_d4 1
 arc_b3_d4 order_b3_d4 -36
 arc_b3_d4 order_d4_b3 -34
 arc_b3_d4 uncrossed_b2_c4_b3_d4 1
 arc_b3_d4 uncrossed_c2_b4_b3_d4 1
 arc_b3_d4 uncrossed_d2_c4_b3_d4 1
 arc_b3_d4 uncrossed_b3_d4_c3_a4 1
 arc_b3_d4 uncrossed_b3_d4_c3_b5 1
 arc_b3_d4 uncrossed_b3_d4_c3_d5 1
 arc_b3_d4 uncrossed_b3_d4_d3_b4 1
 arc_b3_d4 uncrossed_b3_d4_d3_c5 1
 arc_b3_d4 uncrossed_b3_d4_e3_c4 1
 arc_b3_d4 once_b3_d4 1
 arc_b3_d2 obj 1
 arc_b3_d2 in_d2 1
 arc_b3_d2 out_b3 1
 arc_b3_d2 order_d2_b3 -34
 arc_b3_d2 order_b3_d2 -36
 arc_b3_d2 uncrossed_b1_c3_d2_b3 1
 arc_b3_d2 uncrossed_c1_d3_d2_b3 1
 arc_b3_d2 uncrossed_d1_c3_d2_b3 1
 arc_b3_d2 uncrossed_a2_c3_d2_b3 1
 arc_b3_d2 uncrossed_b2_d3_d2_b3 1
 arc_b3_d2 uncrossed_b2_c4_d2_b3 1
 arc_b3_d2 uncrossed_c2_e3_d2_b3 1
 arc_b3_d2 uncrossed_c2_b4_d2_b3 1
 arc_b3_d2 uncrossed_c2_d4_d2_b3 1
 arc_b3_d2 once_d2_b3 1
 arc_b3_c1 obj 1
 arc_b3_c1 in_c1 1
 arc_b3_c1 out_b3 1
 arc_b3_c1 order_c1_b3 -34
 arc_b3_c1 order_b3_c1 -36
 arc_b3_c1 uncrossed_a1_c2_c1_b3 1
 arc_b3_c1 uncrossed_b1_d2_c1_b3 1
 arc_b3_c1 uncrossed_b1_c3_c1_b3 1
 arc_b3_c1 uncrossed_c1_b3_d1_b2 1
 arc_b3_c1 uncrossed_c1_b3_a2_c3 1
 arc_b3_c1 uncrossed_c1_b3_b2_d3 1
 arc_b3_c1 uncrossed_c1_b3_b2_c4 1
 arc_b3_c1 uncrossed_c1_b3_c2_a3 1
 arc_b3_c1 once_c1_b3 1
 arc_b3_a1 obj 1
 arc_b3_a1 in_a1 1
 arc_b3_a1 out_b3 1
 arc_b3_a1 order_a1_b3 -34
 arc_b3_a1 order_b3_a1 -36
 arc_b3_a1 uncrossed_a1_b3_b1_a3 1
 arc_b3_a1 uncrossed_a1_b3_c1_a2 1
 arc_b3_a1 uncrossed_a1_b3_a2_c3 1
 arc_b3_a1 uncrossed_a1_b3_b2_a4 1
 arc_b3_a1 uncrossed_a1_b3_c2_a3 1
 arc_b3_a1 once_a1_b3 1
 arc_b3_a5 obj 1
 arc_b3_a5 out_b3 1
 arc_b3_a5 in_a5 1
 arc_b3_a5 order_b3_a5 -36
 arc_b3_a5 order_a5_b3 -34
 arc_b3_a5 uncrossed_a2_b4_b3_a5 1
 arc_b3_a5 uncrossed_a3_c4_b3_a5 1
 arc_b3_a5 uncrossed_a3_b5_b3_a5 1
 arc_b3_a5 uncrossed_b3_a5_c3_a4 1
 arc_b3_a5 uncrossed_b3_a5_a4_c5 1
 arc_b3_a5 uncrossed_b3_a5_a4_b6 1
 arc_b3_a5 once_b3_a5 1
 arc_c3_d5 obj 1
 arc_c3_d5 out_c3 1
 arc_c3_d5 in_d5 1
 arc_c3_d5 order_c3_d5 -36
 arc_c3_d5 order_d5_c3 -34
 arc_c3_d5 uncrossed_d2_c4_c3_d5 1
 arc_c3_d5 uncrossed_b3_d4_c3_d5 1
 arc_c3_d5 uncrossed_c3_d5_d3_b4 1
 arc_c3_d5 uncrossed_c3_d5_d3_c5 1
 arc_c3_d5 uncrossed_c3_d5_e3_c4 1
 arc_c3_d5 uncrossed_c3_d5_c4_e5 1
 arc_c3_d5 uncrossed_c3_d5_d4_b5 1
 arc_c3_d5 uncrossed_c3_d5_d4_c6 1
 arc_c3_d5 uncrossed_c3_d5_e4_c5 1
 arc_c3_d5 once_c3_d5 1
 arc_c3_e4 obj 1
 arc_c3_e4 out_c3 1
 arc_c3_e4 in_e4 1
 arc_c3_e4 order_c3_e4 -36
 arc_c3_e4 order_e4_c3 -34
 arc_c3_e4 uncrossed_c2_d4_c3_e4 1
 arc_c3_e4 uncrossed_d2_c4_c3_e4 1
 arc_c3_e4 uncrossed_e2_d4_c3_e4 1
 arc_c3_e4 uncrossed_c3_e4_d3_b4 1
 arc_c3_e4 uncrossed_c3_e4_d3_c5 1
 arc_c3_e4 uncrossed_c3_e4_d3_e5 1
 arc_c3_e4 uncrossed_c3_e4_e3_c4 1
 arc_c3_e4 uncrossed_c3_e4_e3_d5 1
 arc_c3_e4 uncrossed_c3_e4_f3_d4 1
 arc_c3_e4 once_c3_e4 1
 arc_c3_e2 obj 1
 arc_c3_e2 in_e2 1
 arc_c3_e2 out_c3 1
 arc_c3_e2 order_e2_c3 -34
 arc_c3_e2 order_c3_e2 -36
 arc_c3_e2 uncrossed_c1_d3_e2_c3 1
 arc_c3_e2 uncrossed_d1_e3_e2_c3 1
 arc_c3_e2 uncrossed_e1_d3_e2_c3 1
 arc_c3_e2 uncrossed_b2_d3_e2_c3 1
 arc_c3_e2 uncrossed_c2_e3_e2_c3 1
 arc_c3_e2 uncrossed_c2_d4_e2_c3 1
 arc_c3_e2 uncrossed_d2_f3_e2_c3 1
 arc_c3_e2 uncrossed_d2_c4_e2_c3 1
 arc_c3_e2 uncrossed_d2_e4_e2_c3 1
 arc_c3_e2 once_e2_c3 1
 arc_c3_d1 obj 1
 arc_c3_d1 in_d1 1
 arc_c3_d1 out_c3 1
 arc_c3_d1 order_d1_c3 -34
 arc_c3_d1 order_c3_d1 -36
 arc_c3_d1 uncrossed_b1_d2_d1_c3 1
 arc_c3_d1 uncrossed_c1_e2_d1_c3 1
 arc_c3_d1 uncrossed_c1_d3_d1_c3 1
 arc_c3_d1 uncrossed_d1_c3_e1_c2 1
 arc_c3_d1 uncrossed_d1_c3_b2_d3 1
 arc_c3_d1 uncrossed_d1_c3_c2_e3 1
 arc_c3_d1 uncrossed_d1_c3_c2_d4 1
 arc_c3_d1 uncrossed_d1_c3_d2_b3 1
 arc_c3_d1 once_d1_c3 1
 arc_c3_b1 obj 1
 arc_c3_b1 in_b1 1
 arc_c3_b1 out_c3 1
 arc_c3_b1 order_b1_c3 -34
 arc_c3_b1 order_c3_b1 -36
 arc_c3_b1 uncrossed_a1_c2_b1_c3 1
 arc_c3_b1 uncrossed_b1_c3_c1_a2 1
 arc_c3_b1 uncrossed_b1_c3_c1_b3 1
 arc_c3_b1 uncrossed_b1_c3_d1_b2 1
 arc_c3_b1 uncrossed_b1_c3_b2_d3 1
 arc_c3_b1 uncrossed_b1_c3_c2_a3 1
 arc_c3_b1 uncrossed_b1_c3_c2_b4 1
 arc_c3_b1 uncrossed_b1_c3_d2_b3 1
 arc_c3_b1 once_b1_c3 1
 arc_c3_a2 obj 1
 arc_c3_a2 in_a2 1
 arc_c3_a2 out_c3 1
 arc_c3_a2 order_a2_c3 -34
 arc_c3_a2 order_c3_a2 -36
 arc_c3_a2 uncrossed_a1_b3_a2_c3 1
 arc_c3_a2 uncrossed_b1_a3_a2_c3 1
 arc_c3_a2 uncrossed_c1_b3_a2_c3 1
 arc_c3_a2 uncrossed_a2_c3_b2_a4 1
 arc_c3_a2 uncrossed_a2_c3_b2_c4 1
 arc_c3_a2 uncrossed_a2_c3_c2_a3 1
 arc_c3_a2 uncrossed_a2_c3_c2_b4 1
 arc_c3_a2 uncrossed_a2_c3_d2_b3 1
 arc_c3_a2 once_a2_c3 1
 arc_c3_a4 obj 1
 arc_c3_a4 out_c3 1
 arc_c3_a4 in_a4 1
 arc_c3_a4 order_c3_a4 -36
 arc_c3_a4 order_a4_c3 -34
 arc_c3_a4 uncrossed_a2_b4_c3_a4 1
 arc_c3_a4 uncrossed_b2_c4_c3_a4 1
 arc_c3_a4 uncrossed_c2_b4_c3_a4 1
 arc_c3_a4 uncrossed_a3_c4_c3_a4 1
 arc_c3_a4 uncrossed_a3_b5_c3_a4 1
 arc_c3_a4 uncrossed_b3_d4_c3_a4 1
 arc_c3_a4 uncrossed_b3_a5_c3_a4 1
 arc_c3_a4 uncrossed_b3_c5_c3_a4 1
 arc_c3_a4 once_c3_a4 1
 arc_c3_b5 obj 1
 arc_c3_b5 out_c3 1
 arc_c3_b5 in_b5 1
 arc_c3_b5 order_c3_b5 -36
 arc_c3_b5 order_b5_c3 -34
 arc_c3_b5 uncrossed_b2_c4_c3_b5 1
 arc_c3_b5 uncrossed_a3_c4_c3_b5 1
 arc_c3_b5 uncrossed_b3_d4_c3_b5 1
 arc_c3_b5 uncrossed_b3_c5_c3_b5 1
 arc_c3_b5 uncrossed_c3_b5_d3_b4 1
 arc_c3_b5 uncrossed_c3_b5_a4_c5 1
 arc_c3_b5 uncrossed_c3_b5_b4_d5 1
 arc_c3_b5 uncrossed_c3_b5_b4_c6 1
 arc_c3_b5 uncrossed_c3_b5_c4_a5 1
 arc_c3_b5 once_c3_b5 1
 arc_d3_e5 obj 1
 arc_d3_e5 out_d3 1
 arc_d3_e5 in_e5 1
 arc_d3_e5 order_d3_e5 -36
 arc_d3_e5 order_e5_d3 -34
 arc_d3_e5 uncrossed_e2_d4_d3_e5 1
 arc_d3_e5 uncrossed_c3_e4_d3_e5 1
 arc_d3_e5 uncrossed_d3_e5_e3_c4 1
 arc_d3_e5 uncrossed_d3_e5_e3_d5 1
 arc_d3_e5 uncrossed_d3_e5_f3_d4 1
 arc_d3_e5 uncrossed_d3_e5_d4_f5 1
 arc_d3_e5 uncrossed_d3_e5_e4_c5 1
 arc_d3_e5 uncrossed_d3_e5_e4_d6 1
 arc_d3_e5 uncrossed_d3_e5_f4_d5 1
 arc_d3_e5 once_d3_e5 1
 arc_d3_f4 obj 1
 arc_d3_f4 out_d3 1
 arc_d3_f4 in_f4 1
 arc_d3_f4 order_d3_f4 -36
 arc_d3_f4 order_f4_d3 -34
 arc_d3_f4 uncrossed_d2_e4_d3_f4 1
 arc_d3_f4 uncrossed_e2_d4_d3_f4 1
 arc_d3_f4 uncrossed_f2_e4_d3_f4 1
 arc_d3_f4 uncrossed_d3_f4_e3_c4 1
 arc_d3_f4 uncrossed_d3_f4_e3_d5 1
 arc_d3_f4 uncrossed_d3_f4_e3_f5 1
 arc_d3_f4 uncrossed_d3_f4_f3_d4 1
 arc_d3_f4 uncrossed_d3_f4_f3_e5 1
 arc_d3_f4 once_d3_f4 1
 arc_d3_f2 obj 1
 arc_d3_f2 in_f2 1
 arc_d3_f2 out_d3 1
 arc_d3_f2 order_f2_d3 -34
 arc_d3_f2 order_d3_f2 -36
 arc_d3_f2 uncrossed_d1_e3_f2_d3 1
 arc_d3_f2 uncrossed_e1_f3_f2_d3 1
 arc_d3_f2 uncrossed_f1_e3_f2_d3 1
 arc_d3_f2 uncrossed_c2_e3_f2_d3 1
 arc_d3_f2 uncrossed_d2_f3_f2_d3 1
 arc_d3_f2 uncrossed_d2_e4_f2_d3 1
 arc_d3_f2 uncrossed_e2_d4_f2_d3 1
 arc_d3_f2 uncrossed_e2_f4_f2_d3 1
 arc_d3_f2 once_f2_d3 1
 arc_d3_e1 obj 1
 arc_d3_e1 in_e1 1
 arc_d3_e1 out_d3 1
 arc_d3_e1 order_e1_d3 -34
 arc_d3_e1 order_d3_e1 -36
 arc_d3_e1 uncrossed_c1_e2_e1_d3 1
 arc_d3_e1 uncrossed_d1_f2_e1_d3 1
 arc_d3_e1 uncrossed_d1_e3_e1_d3 1
 arc_d3_e1 uncrossed_e1_d3_f1_d2 1
 arc_d3_e1 uncrossed_e1_d3_c2_e3 1
 arc_d3_e1 uncrossed_e1_d3_d2_f3 1
 arc_d3_e1 uncrossed_e1_d3_d2_e4 1
 arc_d3_e1 uncrossed_e1_d3_e2_c3 1
 arc_d3_e1 once_e1_d3 1
 arc_d3_c1 obj 1
 arc_d3_c1 in_c1 1
 arc_d3_c1 out_d3 1
 arc_d3_c1 order_c1_d3 -34
 arc_d3_c1 order_d3_c1 -36
 arc_d3_c1 uncrossed_b1_d2_c1_d3 1
 arc_d3_c1 uncrossed_c1_d3_d1_b2 1
 arc_d3_c1 uncrossed_c1_d3_d1_c3 1
 arc_d3_c1 uncrossed_c1_d3_e1_c2 1
 arc_d3_c1 uncrossed_c1_d3_c2_e3 1
 arc_d3_c1 uncrossed_c1_d3_d2_b3 1
 arc_d3_c1 uncrossed_c1_d3_d2_c4 1
 arc_d3_c1 uncrossed_c1_d3_e2_c3 1
 arc_d3_c1 once_c1_d3 1
 arc_d3_b2 obj 1
 arc_d3_b2 in_b2 1
 arc_d3_b2 out_d3 1
 arc_d3_b2 order_b2_d3 -34
 arc_d3_b2 order_d3_b2 -36
 arc_d3_b2 uncrossed_b1_c3_b2_d3 1
 arc_d3_b2 uncrossed_c1_b3_b2_d3 1
 arc_d3_b2 uncrossed_d1_c3_b2_d3 1
 arc_d3_b2 uncrossed_b2_d3_c2_a3 1
 arc_d3_b2 uncrossed_b2_d3_c2_b4 1
 arc_d3_b2 uncrossed_b2_d3_c2_d4 1
 arc_d3_b2 uncrossed_b2_d3_d2_b3 1
 arc_d3_b2 uncrossed_b2_d3_d2_c4 1
 arc_d3_b2 uncrossed_b2_d3_e2_c3 1
 arc_d3_b2 once_b2_d3 1
 arc_d3_b4 obj 1
 arc_d3_b4 out_d3 1
 arc_d3_b4 in_b4 1
 arc_d3_b4 order_d3_b4 -36
 arc_d3_b4 order_b4_d3 -34
 arc_d3_b4 uncrossed_b2_c4_d3_b4 1
 arc_d3_b4 uncrossed_c2_d4_d3_b4 1
 arc_d3_b4 uncrossed_d2_c4_d3_b4 1
 arc_d3_b4 uncrossed_a3_c4_d3_b4 1
 arc_d3_b4 uncrossed_b3_d4_d3_b4 1
 arc_d3_b4 uncrossed_b3_c5_d3_b4 1
 arc_d3_b4 uncrossed_c3_e4_d3_b4 1
 arc_d3_b4 uncrossed_c3_b5_d3_b4 1
 arc_d3_b4 uncrossed_c3_d5_d3_b4 1
 arc_d3_b4 once_d3_b4 1
 arc_d3_c5 obj 1
 arc_d3_c5 out_d3 1
 arc_d3_c5 in_c5 1
 arc_d3_c5 order_d3_c5 -36
 arc_d3_c5 order_c5_d3 -34
 arc_d3_c5 uncrossed_c2_d4_d3_c5 1
 arc_d3_c5 uncrossed_b3_d4_d3_c5 1
 arc_d3_c5 uncrossed_c3_e4_d3_c5 1
 arc_d3_c5 uncrossed_c3_d5_d3_c5 1
 arc_d3_c5 uncrossed_d3_c5_e3_c4 1
 arc_d3_c5 uncrossed_d3_c5_b4_d5 1
 arc_d3_c5 uncrossed_d3_c5_c4_e5 1
 arc_d3_c5 uncrossed_d3_c5_c4_d6 1
 arc_d3_c5 uncrossed_d3_c5_d4_b5 1
 arc_d3_c5 once_d3_c5 1
 arc_e3_f5 obj 1
 arc_e3_f5 out_e3 1
 arc_e3_f5 in_f5 1
 arc_e3_f5 order_e3_f5 -36
 arc_e3_f5 order_f5_e3 -34
 arc_e3_f5 uncrossed_f2_e4_e3_f5 1
 arc_e3_f5 uncrossed_d3_f4_e3_f5 1
 arc_e3_f5 uncrossed_e3_f5_f3_d4 1
 arc_e3_f5 uncrossed_e3_f5_f3_e5 1
 arc_e3_f5 uncrossed_e3_f5_f4_d5 1
 arc_e3_f5 uncrossed_e3_f5_f4_e6 1
 arc_e3_f5 once_e3_f5 1
 arc_e3_f1 obj 1
 arc_e3_f1 in_f1 1
 arc_e3_f1 out_e3 1
 arc_e3_f1 order_f1_e3 -34
 arc_e3_f1 order_e3_f1 -36
 arc_e3_f1 uncrossed_d1_f2_f1_e3 1
 arc_e3_f1 uncrossed_e1_f3_f1_e3 1
 arc_e3_f1 uncrossed_f1_e3_d2_f3 1
 arc_e3_f1 uncrossed_f1_e3_e2_f4 1
 arc_e3_f1 uncrossed_f1_e3_f2_d3 1
 arc_e3_f1 once_f1_e3 1
 arc_e3_d1 obj 1
 arc_e3_d1 in_d1 1
 arc_e3_d1 out_e3 1
 arc_e3_d1 order_d1_e3 -34
 arc_e3_d1 order_e3_d1 -36
 arc_e3_d1 uncrossed_c1_e2_d1_e3 1
 arc_e3_d1 uncrossed_d1_e3_e1_c2 1
 arc_e3_d1 uncrossed_d1_e3_e1_d3 1
 arc_e3_d1 uncrossed_d1_e3_f1_d2 1
 arc_e3_d1 uncrossed_d1_e3_d2_f3 1
 arc_e3_d1 uncrossed_d1_e3_e2_c3 1
 arc_e3_d1 uncrossed_d1_e3_e2_d4 1
 arc_e3_d1 uncrossed_d1_e3_f2_d3 1
 arc_e3_d1 once_d1_e3 1
 arc_e3_c2 obj 1
 arc_e3_c2 in_c2 1
 arc_e3_c2 out_e3 1
 arc_e3_c2 order_c2_e3 -34
 arc_e3_c2 order_e3_c2 -36
 arc_e3_c2 uncrossed_c1_d3_c2_e3 1
 arc_e3_c2 uncrossed_d1_c3_c2_e3 1
 arc_e3_c2 uncrossed_e1_d3_c2_e3 1
 arc_e3_c2 uncrossed_c2_e3_d2_b3 1
 arc_e3_c2 uncrossed_c2_e3_d2_c4 1
 arc_e3_c2 uncrossed_c2_e3_d2_e4 1
 arc_e3_c2 uncrossed_c2_e3_e2_c3 1
 arc_e3_c2 uncrossed_c2_e3_e2_d4 1
 arc_e3_c2 uncrossed_c2_e3_f2_d3 1
 arc_e3_c2 once_c2_e3 1
 arc_e3_c4 obj 1
 arc_e3_c4 out_e3 1
 arc_e3_c4 in_c4 1
 arc_e3_c4 order_e3_c4 -36
 arc_e3_c4 order_c4_e3 -34
 arc_e3_c4 uncrossed_c2_d4_e3_c4 1
 arc_e3_c4 uncrossed_d2_e4_e3_c4 1
 arc_e3_c4 uncrossed_e2_d4_e3_c4 1
 arc_e3_c4 uncrossed_b3_d4_e3_c4 1
 arc_e3_c4 uncrossed_c3_e4_e3_c4 1
 arc_e3_c4 uncrossed_c3_d5_e3_c4 1
 arc_e3_c4 uncrossed_d3_f4_e3_c4 1
 arc_e3_c4 uncrossed_d3_c5_e3_c4 1
 arc_e3_c4 uncrossed_d3_e5_e3_c4 1
 arc_e3_c4 once_e3_c4 1
 arc_e3_d5 obj 1
 arc_e3_d5 out_e3 1
 arc_e3_d5 in_d5 1
 arc_e3_d5 order_e3_d5 -36
 arc_e3_d5 order_d5_e3 -34
 arc_e3_d5 uncrossed_d2_e4_e3_d5 1
 arc_e3_d5 uncrossed_c3_e4_e3_d5 1
 arc_e3_d5 uncrossed_d3_f4_e3_d5 1
 arc_e3_d5 uncrossed_d3_e5_e3_d5 1
 arc_e3_d5 uncrossed_e3_d5_f3_d4 1
 arc_e3_d5 uncrossed_e3_d5_c4_e5 1
 arc_e3_d5 uncrossed_e3_d5_d4_f5 1
 arc_e3_d5 uncrossed_e3_d5_d4_e6 1
 arc_e3_d5 uncrossed_e3_d5_e4_c5 1
 arc_e3_d5 once_e3_d5 1
 arc_f3_e1 obj 1
 arc_f3_e1 in_e1 1
 arc_f3_e1 out_f3 1
 arc_f3_e1 order_e1_f3 -34
 arc_f3_e1 order_f3_e1 -36
 arc_f3_e1 uncrossed_d1_f2_e1_f3 1
 arc_f3_e1 uncrossed_e1_f3_f1_d2 1
 arc_f3_e1 uncrossed_e1_f3_f1_e3 1
 arc_f3_e1 uncrossed_e1_f3_f2_d3 1
 arc_f3_e1 uncrossed_e1_f3_f2_e4 1
 arc_f3_e1 once_e1_f3 1
 arc_f3_d2 obj 1
 arc_f3_d2 in_d2 1
 arc_f3_d2 out_f3 1
 arc_f3_d2 order_d2_f3 -34
 arc_f3_d2 order_f3_d2 -36
 arc_f3_d2 uncrossed_d1_e3_d2_f3 1
 arc_f3_d2 uncrossed_e1_d3_d2_f3 1
 arc_f3_d2 uncrossed_f1_e3_d2_f3 1
 arc_f3_d2 uncrossed_d2_f3_e2_c3 1
 arc_f3_d2 uncrossed_d2_f3_e2_d4 1
 arc_f3_d2 uncrossed_d2_f3_e2_f4 1
 arc_f3_d2 uncrossed_d2_f3_f2_d3 1
 arc_f3_d2 uncrossed_d2_f3_f2_e4 1
 arc_f3_d2 once_d2_f3 1
 arc_f3_d4 obj 1
 arc_f3_d4 out_f3 1
 arc_f3_d4 in_d4 1
 arc_f3_d4 order_f3_d4 -36
 arc_f3_d4 order_d4_f3 -34
 arc_f3_d4 uncrossed_d2_e4_f3_d4 1
 arc_f3_d4 uncrossed_e2_f4_f3_d4 1
 arc_f3_d4 uncrossed_f2_e4_f3_d4 1
 arc_f3_d4 uncrossed_c3_e4_f3_d4 1
 arc_f3_d4 uncrossed_d3_f4_f3_d4 1
 arc_f3_d4 uncrossed_d3_e5_f3_d4 1
 arc_f3_d4 uncrossed_e3_d5_f3_d4 1
 arc_f3_d4 uncrossed_e3_f5_f3_d4 1
 arc_f3_d4 once_f3_d4 1
 arc_f3_e5 obj 1
 arc_f3_e5 out_f3 1
 arc_f3_e5 in_e5 1
 arc_f3_e5 order_f3_e5 -36
 arc_f3_e5 order_e5_f3 -34
 arc_f3_e5 uncrossed_e2_f4_f3_e5 1
 arc_f3_e5 uncrossed_d3_f4_f3_e5 1
 arc_f3_e5 uncrossed_e3_f5_f3_e5 1
 arc_f3_e5 uncrossed_f3_e5_d4_f5 1
 arc_f3_e5 uncrossed_f3_e5_e4_f6 1
 arc_f3_e5 uncrossed_f3_e5_f4_d5 1
 arc_f3_e5 once_f3_e5 1
 arc_a4_b6 obj 1
 arc_a4_b6 out_a4 1
 arc_a4_b6 in_b6 1
 arc_a4_b6 order_a4_b6 -36
 arc_a4_b6 order_b6_a4 -34
 arc_a4_b6 uncrossed_b3_a5_a4_b6 1
 arc_a4_b6 uncrossed_a4_b6_b4_a6 1
 arc_a4_b6 uncrossed_a4_b6_c4_a5 1
 arc_a4_b6 uncrossed_a4_b6_a5_c6 1
 arc_a4_b6 uncrossed_a4_b6_c5_a6 1
 arc_a4_b6 once_a4_b6 1
 arc_a4_c5 obj 1
 arc_a4_c5 out_a4 1
 arc_a4_c5 in_c5 1
 arc_a4_c5 order_a4_c5 -36
 arc_a4_c5 order_c5_a4 -34
 arc_a4_c5 uncrossed_a3_b5_a4_c5 1
 arc_a4_c5 uncrossed_b3_a5_a4_c5 1
 arc_a4_c5 uncrossed_c3_b5_a4_c5 1
 arc_a4_c5 uncrossed_a4_c5_b4_a6 1
 arc_a4_c5 uncrossed_a4_c5_b4_c6 1
 arc_a4_c5 uncrossed_a4_c5_c4_a5 1
 arc_a4_c5 uncrossed_a4_c5_c4_b6 1
 arc_a4_c5 uncrossed_a4_c5_d4_b5 1
 arc_a4_c5 once_a4_c5 1
 arc_a4_c3 obj 1
 arc_a4_c3 in_c3 1
 arc_a4_c3 out_a4 1
 arc_a4_c3 order_c3_a4 -34
 arc_a4_c3 order_a4_c3 -36
 arc_a4_c3 uncrossed_a2_b4_c3_a4 1
 arc_a4_c3 uncrossed_b2_c4_c3_a4 1
 arc_a4_c3 uncrossed_c2_b4_c3_a4 1
 arc_a4_c3 uncrossed_a3_c4_c3_a4 1
 arc_a4_c3 uncrossed_a3_b5_c3_a4 1
 arc_a4_c3 uncrossed_b3_d4_c3_a4 1
 arc_a4_c3 uncrossed_b3_a5_c3_a4 1
 arc_a4_c3 uncrossed_b3_c5_c3_a4 1
 arc_a4_c3 once_c3_a4 1
 arc_a4_b2 obj 1
 arc_a4_b2 in_b2 1
 arc_a4_b2 out_a4 1
 arc_a4_b2 order_b2_a4 -34
 arc_a4_b2 order_a4_b2 -36
 arc_a4_b2 uncrossed_a1_b3_b2_a4 1
 arc_a4_b2 uncrossed_a2_c3_b2_a4 1
 arc_a4_b2 uncrossed_a2_b4_b2_a4 1
 arc_a4_b2 uncrossed_b2_a4_c2_a3 1
 arc_a4_b2 uncrossed_b2_a4_a3_c4 1
 arc_a4_b2 uncrossed_b2_a4_a3_b5 1
 arc_a4_b2 once_b2_a4 1
 arc_b4_c6 obj 1
 arc_b4_c6 out_b4 1
 arc_b4_c6 in_c6 1
 arc_b4_c6 order_b4_c6 -36
 arc_b4_c6 order_c6_b4 -34
 arc_b4_c6 uncrossed_c3_b5_b4_c6 1
 arc_b4_c6 uncrossed_a4_c5_b4_c6 1
 arc_b4_c6 uncrossed_b4_c6_c4_a5 1
 arc_b4_c6 uncrossed_b4_c6_c4_b6 1
 arc_b4_c6 uncrossed_b4_c6_d4_b5 1
 arc_b4_c6 uncrossed_b4_c6_b5_d6 1
 arc_b4_c6 uncrossed_b4_c6_c5_a6 1
 arc_b4_c6 uncrossed_b4_c6_d5_b6 1
 arc_b4_c6 once_b4_c6 1
 arc_b4_d5 obj 1
 arc_b4_d5 out_b4 1
 arc_b4_d5 in_d5 1
 arc_b4_d5 order_b4_d5 -36
 arc_b4_d5 order_d5_b4 -34
 arc_b4_d5 uncrossed_b3_c5_b4_d5 1
 arc_b4_d5 uncrossed_c3_b5_b4_d5 1
 arc_b4_d5 uncrossed_d3_c5_b4_d5 1
 arc_b4_d5 uncrossed_b4_d5_c4_a5 1
 arc_b4_d5 uncrossed_b4_d5_c4_b6 1
 arc_b4_d5 uncrossed_b4_d5_c4_d6 1
 arc_b4_d5 uncrossed_b4_d5_d4_b5 1
 arc_b4_d5 uncrossed_b4_d5_d4_c6 1
 arc_b4_d5 uncrossed_b4_d5_e4_c5 1
 arc_b4_d5 once_b4_d5 1
 arc_b4_d3 obj 1
 arc_b4_d3 in_d3 1
 arc_b4_d3 out_b4 1
 arc_b4_d3 order_d3_b4 -34
 arc_b4_d3 order_b4_d3 -36
 arc_b4_d3 uncrossed_b2_c4_d3_b4 1
 arc_b4_d3 uncrossed_c2_d4_d3_b4 1
 arc_b4_d3 uncrossed_d2_c4_d3_b4 1
 arc_b4_d3 uncrossed_a3_c4_d3_b4 1
 arc_b4_d3 uncrossed_b3_d4_d3_b4 1
 arc_b4_d3 uncrossed_b3_c5_d3_b4 1
 arc_b4_d3 uncrossed_c3_e4_d3_b4 1
 arc_b4_d3 uncrossed_c3_b5_d3_b4 1
 arc_b4_d3 uncrossed_c3_d5_d3_b4 1
 arc_b4_d3 once_d3_b4 1
 arc_b4_c2 obj 1
 arc_b4_c2 in_c2 1
 arc_b4_c2 out_b4 1
 arc_b4_c2 order_c2_b4 -34
 arc_b4_c2 order_b4_c2 -36
 arc_b4_c2 uncrossed_b1_c3_c2_b4 1
 arc_b4_c2 uncrossed_a2_c3_c2_b4 1
 arc_b4_c2 uncrossed_b2_d3_c2_b4 1
 arc_b4_c2 uncrossed_b2_c4_c2_b4 1
 arc_b4_c2 uncrossed_c2_b4_d2_b3 1
 arc_b4_c2 uncrossed_c2_b4_a3_c4 1
 arc_b4_c2 uncrossed_c2_b4_b3_d4 1
 arc_b4_c2 uncrossed_c2_b4_b3_c5 1
 arc_b4_c2 uncrossed_c2_b4_c3_a4 1
 arc_b4_c2 once_c2_b4 1
 arc_b4_a2 obj 1
 arc_b4_a2 in_a2 1
 arc_b4_a2 out_b4 1
 arc_b4_a2 order_a2_b4 -34
 arc_b4_a2 order_b4_a2 -36
 arc_b4_a2 uncrossed_b1_a3_a2_b4 1
 arc_b4_a2 uncrossed_a2_b4_b2_a4 1
 arc_b4_a2 uncrossed_a2_b4_c2_a3 1
 arc_b4_a2 uncrossed_a2_b4_a3_c4 1
 arc_b4_a2 uncrossed_a2_b4_b3_a5 1
 arc_b4_a2 uncrossed_a2_b4_c3_a4 1
 arc_b4_a2 once_a2_b4 1
 arc_b4_a6 obj 1
 arc_b4_a6 out_b4 1
 arc_b4_a6 in_a6 1
 arc_b4_a6 order_b4_a6 -36
 arc_b4_a6 order_a6_b4 -34
 arc_b4_a6 uncrossed_a3_b5_b4_a6 1
 arc_b4_a6 uncrossed_a4_c5_b4_a6 1
 arc_b4_a6 uncrossed_a4_b6_b4_a6 1
 arc_b4_a6 uncrossed_b4_a6_c4_a5 1
 arc_b4_a6 uncrossed_b4_a6_a5_c6 1
 arc_b4_a6 once_b4_a6 1
 arc_c4_d6 obj 1
 arc_c4_d6 out_c4 1
 arc_c4_d6 in_d6 1
 arc_c4_d6 order_c4_d6 -36
 arc_c4_d6 order_d6_c4 -34
 arc_c4_d6 uncrossed_d3_c5_c4_d6 1
 arc_c4_d6 uncrossed_b4_d5_c4_d6 1
 arc_c4_d6 uncrossed_c4_d6_d4_b5 1
 arc_c4_d6 uncrossed_c4_d6_d4_c6 1
 arc_c4_d6 uncrossed_c4_d6_e4_c5 1
 arc_c4_d6 uncrossed_c4_d6_c5_e6 1
 arc_c4_d6 uncrossed_c4_d6_d5_b6 1
 arc_c4_d6 uncrossed_c4_d6_e5_c6 1
 arc_c4_d6 once_c4_d6 1
 arc_c4_e5 obj 1
 arc_c4_e5 out_c4 1
 arc_c4_e5 in_e5 1
 arc_c4_e5 order_c4_e5 -36
 arc_c4_e5 order_e5_c4 -34
 arc_c4_e5 uncrossed_c3_d5_c4_e5 1
 arc_c4_e5 uncrossed_d3_c5_c4_e5 1
 arc_c4_e5 uncrossed_e3_d5_c4_e5 1
 arc_c4_e5 uncrossed_c4_e5_d4_b5 1
 arc_c4_e5 uncrossed_c4_e5_d4_c6 1
 arc_c4_e5 uncrossed_c4_e5_d4_e6 1
 arc_c4_e5 uncrossed_c4_e5_e4_c5 1
 arc_c4_e5 uncrossed_c4_e5_e4_d6 1
 arc_c4_e5 uncrossed_c4_e5_f4_d5 1
 arc_c4_e5 once_c4_e5 1
 arc_c4_e3 obj 1
 arc_c4_e3 in_e3 1
 arc_c4_e3 out_c4 1
 arc_c4_e3 order_e3_c4 -34
 arc_c4_e3 order_c4_e3 -36
 arc_c4_e3 uncrossed_c2_d4_e3_c4 1
 arc_c4_e3 uncrossed_d2_e4_e3_c4 1
 arc_c4_e3 uncrossed_e2_d4_e3_c4 1
 arc_c4_e3 uncrossed_b3_d4_e3_c4 1
 arc_c4_e3 uncrossed_c3_e4_e3_c4 1
 arc_c4_e3 uncrossed_c3_d5_e3_c4 1
 arc_c4_e3 uncrossed_d3_f4_e3_c4 1
 arc_c4_e3 uncrossed_d3_c5_e3_c4 1
 arc_c4_e3 uncrossed_d3_e5_e3_c4 1
 arc_c4_e3 once_e3_c4 1
 arc_c4_d2 obj 1
 arc_c4_d2 in_d2 1
 arc_c4_d2 out_c4 1
 arc_c4_d2 order_d2_c4 -34
 arc_c4_d2 order_c4_d2 -36
 arc_c4_d2 uncrossed_c1_d3_d2_c4 1
 arc_c4_d2 uncrossed_b2_d3_d2_c4 1
 arc_c4_d2 uncrossed_c2_e3_d2_c4 1
 arc_c4_d2 uncrossed_c2_d4_d2_c4 1
 arc_c4_d2 uncrossed_d2_c4_e2_c3 1
 arc_c4_d2 uncrossed_d2_c4_b3_d4 1
 arc_c4_d2 uncrossed_d2_c4_c3_e4 1
 arc_c4_d2 uncrossed_d2_c4_c3_d5 1
 arc_c4_d2 uncrossed_d2_c4_d3_b4 1
 arc_c4_d2 once_d2_c4 1
 arc_c4_b2 obj 1
 arc_c4_b2 in_b2 1
 arc_c4_b2 out_c4 1
 arc_c4_b2 order_b2_c4 -34
 arc_c4_b2 order_c4_b2 -36
 arc_c4_b2 uncrossed_c1_b3_b2_c4 1
 arc_c4_b2 uncrossed_a2_c3_b2_c4 1
 arc_c4_b2 uncrossed_b2_c4_c2_a3 1
 arc_c4_b2 uncrossed_b2_c4_c2_b4 1
 arc_c4_b2 uncrossed_b2_c4_d2_b3 1
 arc_c4_b2 uncrossed_b2_c4_b3_d4 1
 arc_c4_b2 uncrossed_b2_c4_c3_a4 1
 arc_c4_b2 uncrossed_b2_c4_c3_b5 1
 arc_c4_b2 uncrossed_b2_c4_d3_b4 1
 arc_c4_b2 once_b2_c4 1
 arc_c4_a3 obj 1
 arc_c4_a3 in_a3 1
 arc_c4_a3 out_c4 1
 arc_c4_a3 order_a3_c4 -34
 arc_c4_a3 order_c4_a3 -36
 arc_c4_a3 uncrossed_a2_b4_a3_c4 1
 arc_c4_a3 uncrossed_b2_a4_a3_c4 1
 arc_c4_a3 uncrossed_c2_b4_a3_c4 1
 arc_c4_a3 uncrossed_a3_c4_b3_a5 1
 arc_c4_a3 uncrossed_a3_c4_b3_c5 1
 arc_c4_a3 uncrossed_a3_c4_c3_a4 1
 arc_c4_a3 uncrossed_a3_c4_c3_b5 1
 arc_c4_a3 uncrossed_a3_c4_d3_b4 1
 arc_c4_a3 once_a3_c4 1
 arc_c4_a5 obj 1
 arc_c4_a5 out_c4 1
 arc_c4_a5 in_a5 1
 arc_c4_a5 order_c4_a5 -36
 arc_c4_a5 order_a5_c4 -34
 arc_c4_a5 uncrossed_a3_b5_c4_a5 1
 arc_c4_a5 uncrossed_b3_c5_c4_a5 1
 arc_c4_a5 uncrossed_c3_b5_c4_a5 1
 arc_c4_a5 uncrossed_a4_c5_c4_a5 1
 arc_c4_a5 uncrossed_a4_b6_c4_a5 1
 arc_c4_a5 uncrossed_b4_d5_c4_a5 1
 arc_c4_a5 uncrossed_b4_a6_c4_a5 1
 arc_c4_a5 uncrossed_b4_c6_c4_a5 1
 arc_c4_a5 once_c4_a5 1
 arc_c4_b6 obj 1
 arc_c4_b6 out_c4 1
 arc_c4_b6 in_b6 1
 arc_c4_b6 order_c4_b6 -36
 arc_c4_b6 order_b6_c4 -34
 arc_c4_b6 uncrossed_b3_c5_c4_b6 1
 arc_c4_b6 uncrossed_a4_c5_c4_b6 1
 arc_c4_b6 uncrossed_b4_d5_c4_b6 1
 arc_c4_b6 uncrossed_b4_c6_c4_b6 1
 arc_c4_b6 uncrossed_c4_b6_d4_b5 1
 arc_c4_b6 uncrossed_c4_b6_a5_c6 1
 arc_c4_b6 uncrossed_c4_b6_b5_d6 1
 arc_c4_b6 uncrossed_c4_b6_c5_a6 1
 arc_c4_b6 once_c4_b6 1
 arc_d4_e6 obj 1
 arc_d4_e6 out_d4 1
 arc_d4_e6 in_e6 1
 arc_d4_e6 order_d4_e6 -36
 arc_d4_e6 order_e6_d4 -34
 arc_d4_e6 uncrossed_e3_d5_d4_e6 1
 arc_d4_e6 uncrossed_c4_e5_d4_e6 1
 arc_d4_e6 uncrossed_d4_e6_e4_c5 1
 arc_d4_e6 uncrossed_d4_e6_e4_d6 1
 arc_d4_e6 uncrossed_d4_e6_f4_d5 1
 arc_d4_e6 uncrossed_d4_e6_d5_f6 1
 arc_d4_e6 uncrossed_d4_e6_e5_c6 1
 arc_d4_e6 uncrossed_d4_e6_f5_d6 1
 arc_d4_e6 once_d4_e6 1
 arc_d4_f5 obj 1
 arc_d4_f5 out_d4 1
 arc_d4_f5 in_f5 1
 arc_d4_f5 order_d4_f5 -36
 arc_d4_f5 order_f5_d4 -34
 arc_d4_f5 uncrossed_d3_e5_d4_f5 1
 arc_d4_f5 uncrossed_e3_d5_d4_f5 1
 arc_d4_f5 uncrossed_f3_e5_d4_f5 1
 arc_d4_f5 uncrossed_d4_f5_e4_c5 1
 arc_d4_f5 uncrossed_d4_f5_e4_d6 1
 arc_d4_f5 uncrossed_d4_f5_e4_f6 1
 arc_d4_f5 uncrossed_d4_f5_f4_d5 1
 arc_d4_f5 uncrossed_d4_f5_f4_e6 1
 arc_d4_f5 once_d4_f5 1
 arc_d4_f3 obj 1
 arc_d4_f3 in_f3 1
 arc_d4_f3 out_d4 1
 arc_d4_f3 order_f3_d4 -34
 arc_d4_f3 order_d4_f3 -36
 arc_d4_f3 uncrossed_d2_e4_f3_d4 1
 arc_d4_f3 uncrossed_e2_f4_f3_d4 1
 arc_d4_f3 uncrossed_f2_e4_f3_d4 1
 arc_d4_f3 uncrossed_c3_e4_f3_d4 1
 arc_d4_f3 uncrossed_d3_f4_f3_d4 1
 arc_d4_f3 uncrossed_d3_e5_f3_d4 1
 arc_d4_f3 uncrossed_e3_d5_f3_d4 1
 arc_d4_f3 uncrossed_e3_f5_f3_d4 1
 arc_d4_f3 once_f3_d4 1
 arc_d4_e2 obj 1
 arc_d4_e2 in_e2 1
 arc_d4_e2 out_d4 1
 arc_d4_e2 order_e2_d4 -34
 arc_d4_e2 order_d4_e2 -36
 arc_d4_e2 uncrossed_d1_e3_e2_d4 1
 arc_d4_e2 uncrossed_c2_e3_e2_d4 1
 arc_d4_e2 uncrossed_d2_f3_e2_d4 1
 arc_d4_e2 uncrossed_d2_e4_e2_d4 1
 arc_d4_e2 uncrossed_e2_d4_f2_d3 1
 arc_d4_e2 uncrossed_e2_d4_c3_e4 1
 arc_d4_e2 uncrossed_e2_d4_d3_f4 1
 arc_d4_e2 uncrossed_e2_d4_d3_e5 1
 arc_d4_e2 uncrossed_e2_d4_e3_c4 1
 arc_d4_e2 once_e2_d4 1
 arc_d4_c2 obj 1
 arc_d4_c2 in_c2 1
 arc_d4_c2 out_d4 1
 arc_d4_c2 order_c2_d4 -34
 arc_d4_c2 order_d4_c2 -36
 arc_d4_c2 uncrossed_d1_c3_c2_d4 1
 arc_d4_c2 uncrossed_b2_d3_c2_d4 1
 arc_d4_c2 uncrossed_c2_d4_d2_b3 1
 arc_d4_c2 uncrossed_c2_d4_d2_c4 1
 arc_d4_c2 uncrossed_c2_d4_e2_c3 1
 arc_d4_c2 uncrossed_c2_d4_c3_e4 1
 arc_d4_c2 uncrossed_c2_d4_d3_b4 1
 arc_d4_c2 uncrossed_c2_d4_d3_c5 1
 arc_d4_c2 uncrossed_c2_d4_e3_c4 1
 arc_d4_c2 once_c2_d4 1
 arc_d4_b3 obj 1
 arc_d4_b3 in_b3 1
 arc_d4_b3 out_d4 1
 arc_d4_b3 order_b3_d4 -34
 arc_d4_b3 order_d4_b3 -36
 arc_d4_b3 uncrossed_b2_c4_b3_d4 1
 arc_d4_b3 uncrossed_c2_b4_b3_d4 1
 arc_d4_b3 uncrossed_d2_c4_b3_d4 1
 arc_d4_b3 uncrossed_b3_d4_c3_a4 1
 arc_d4_b3 uncrossed_b3_d4_c3_b5 1
 arc_d4_b3 uncrossed_b3_d4_c3_d5 1
 arc_d4_b3 uncrossed_b3_d4_d3_b4 1
 arc_d4_b3 uncrossed_b3_d4_d3_c5 1
 arc_d4_b3 uncrossed_b3_d4_e3_c4 1
 arc_d4_b3 once_b3_d4 1
 arc_d4_b5 obj 1
 arc_d4_b5 out_d4 1
 arc_d4_b5 in_b5 1
 arc_d4_b5 order_d4_b5 -36
 arc_d4_b5 order_b5_d4 -34
 arc_d4_b5 uncrossed_b3_c5_d4_b5 1
 arc_d4_b5 uncrossed_c3_d5_d4_b5 1
 arc_d4_b5 uncrossed_d3_c5_d4_b5 1
 arc_d4_b5 uncrossed_a4_c5_d4_b5 1
 arc_d4_b5 uncrossed_b4_d5_d4_b5 1
 arc_d4_b5 uncrossed_b4_c6_d4_b5 1
 arc_d4_b5 uncrossed_c4_e5_d4_b5 1
 arc_d4_b5 uncrossed_c4_b6_d4_b5 1
 arc_d4_b5 uncrossed_c4_d6_d4_b5 1
 arc_d4_b5 once_d4_b5 1
 arc_d4_c6 obj 1
 arc_d4_c6 out_d4 1
 arc_d4_c6 in_c6 1
 arc_d4_c6 order_d4_c6 -36
 arc_d4_c6 order_c6_d4 -34
 arc_d4_c6 uncrossed_c3_d5_d4_c6 1
 arc_d4_c6 uncrossed_b4_d5_d4_c6 1
 arc_d4_c6 uncrossed_c4_e5_d4_c6 1
 arc_d4_c6 uncrossed_c4_d6_d4_c6 1
 arc_d4_c6 uncrossed_d4_c6_e4_c5 1
 arc_d4_c6 uncrossed_d4_c6_b5_d6 1
 arc_d4_c6 uncrossed_d4_c6_c5_e6 1
 arc_d4_c6 uncrossed_d4_c6_d5_b6 1
 arc_d4_c6 once_d4_c6 1
 arc_e4_f6 obj 1
 arc_e4_f6 out_e4 1
 arc_e4_f6 in_f6 1
 arc_e4_f6 order_e4_f6 -36
 arc_e4_f6 order_f6_e4 -34
 arc_e4_f6 uncrossed_f3_e5_e4_f6 1
 arc_e4_f6 uncrossed_d4_f5_e4_f6 1
 arc_e4_f6 uncrossed_e4_f6_f4_d5 1
 arc_e4_f6 uncrossed_e4_f6_f4_e6 1
 arc_e4_f6 uncrossed_e4_f6_f5_d6 1
 arc_e4_f6 once_e4_f6 1
 arc_e4_f2 obj 1
 arc_e4_f2 in_f2 1
 arc_e4_f2 out_e4 1
 arc_e4_f2 order_f2_e4 -34
 arc_e4_f2 order_e4_f2 -36
 arc_e4_f2 uncrossed_e1_f3_f2_e4 1
 arc_e4_f2 uncrossed_d2_f3_f2_e4 1
 arc_e4_f2 uncrossed_e2_f4_f2_e4 1
 arc_e4_f2 uncrossed_f2_e4_d3_f4 1
 arc_e4_f2 uncrossed_f2_e4_e3_f5 1
 arc_e4_f2 uncrossed_f2_e4_f3_d4 1
 arc_e4_f2 once_f2_e4 1
 arc_e4_d2 obj 1
 arc_e4_d2 in_d2 1
 arc_e4_d2 out_e4 1
 arc_e4_d2 order_d2_e4 -34
 arc_e4_d2 order_e4_d2 -36
 arc_e4_d2 uncrossed_e1_d3_d2_e4 1
 arc_e4_d2 uncrossed_c2_e3_d2_e4 1
 arc_e4_d2 uncrossed_d2_e4_e2_c3 1
 arc_e4_d2 uncrossed_d2_e4_e2_d4 1
 arc_e4_d2 uncrossed_d2_e4_f2_d3 1
 arc_e4_d2 uncrossed_d2_e4_d3_f4 1
 arc_e4_d2 uncrossed_d2_e4_e3_c4 1
 arc_e4_d2 uncrossed_d2_e4_e3_d5 1
 arc_e4_d2 uncrossed_d2_e4_f3_d4 1
 arc_e4_d2 once_d2_e4 1
 arc_e4_c3 obj 1
 arc_e4_c3 in_c3 1
 arc_e4_c3 out_e4 1
 arc_e4_c3 order_c3_e4 -34
 arc_e4_c3 order_e4_c3 -36
 arc_e4_c3 uncrossed_c2_d4_c3_e4 1
 arc_e4_c3 uncrossed_d2_c4_c3_e4 1
 arc_e4_c3 uncrossed_e2_d4_c3_e4 1
 arc_e4_c3 uncrossed_c3_e4_d3_b4 1
 arc_e4_c3 uncrossed_c3_e4_d3_c5 1
 arc_e4_c3 uncrossed_c3_e4_d3_e5 1
 arc_e4_c3 uncrossed_c3_e4_e3_c4 1
 arc_e4_c3 uncrossed_c3_e4_e3_d5 1
 arc_e4_c3 uncrossed_c3_e4_f3_d4 1
 arc_e4_c3 once_c3_e4 1
 arc_e4_c5 obj 1
 arc_e4_c5 out_e4 1
 arc_e4_c5 in_c5 1
 arc_e4_c5 order_e4_c5 -36
 arc_e4_c5 order_c5_e4 -34
 arc_e4_c5 uncrossed_c3_d5_e4_c5 1
 arc_e4_c5 uncrossed_d3_e5_e4_c5 1
 arc_e4_c5 uncrossed_e3_d5_e4_c5 1
 arc_e4_c5 uncrossed_b4_d5_e4_c5 1
 arc_e4_c5 uncrossed_c4_e5_e4_c5 1
 arc_e4_c5 uncrossed_c4_d6_e4_c5 1
 arc_e4_c5 uncrossed_d4_f5_e4_c5 1
 arc_e4_c5 uncrossed_d4_c6_e4_c5 1
 arc_e4_c5 uncrossed_d4_e6_e4_c5 1
 arc_e4_c5 once_e4_c5 1
 arc_e4_d6 obj 1
 arc_e4_d6 out_e4 1
 arc_e4_d6 in_d6 1
 arc_e4_d6 order_e4_d6 -36
 arc_e4_d6 order_d6_e4 -34
 arc_e4_d6 uncrossed_d3_e5_e4_d6 1
 arc_e4_d6 uncrossed_c4_e5_e4_d6 1
 arc_e4_d6 uncrossed_d4_f5_e4_d6 1
 arc_e4_d6 uncrossed_d4_e6_e4_d6 1
 arc_e4_d6 uncrossed_e4_d6_f4_d5 1
 arc_e4_d6 uncrossed_e4_d6_c5_e6 1
 arc_e4_d6 uncrossed_e4_d6_d5_f6 1
 arc_e4_d6 uncrossed_e4_d6_e5_c6 1
 arc_e4_d6 once_e4_d6 1
 arc_f4_e2 obj 1
 arc_f4_e2 in_e2 1
 arc_f4_e2 out_f4 1
 arc_f4_e2 order_e2_f4 -34
 arc_f4_e2 order_f4_e2 -36
 arc_f4_e2 uncrossed_f1_e3_e2_f4 1
 arc_f4_e2 uncrossed_d2_f3_e2_f4 1
 arc_f4_e2 uncrossed_e2_f4_f2_d3 1
 arc_f4_e2 uncrossed_e2_f4_f2_e4 1
 arc_f4_e2 uncrossed_e2_f4_f3_d4 1
 arc_f4_e2 uncrossed_e2_f4_f3_e5 1
 arc_f4_e2 once_e2_f4 1
 arc_f4_d3 obj 1
 arc_f4_d3 in_d3 1
 arc_f4_d3 out_f4 1
 arc_f4_d3 order_d3_f4 -34
 arc_f4_d3 order_f4_d3 -36
 arc_f4_d3 uncrossed_d2_e4_d3_f4 1
 arc_f4_d3 uncrossed_e2_d4_d3_f4 1
 arc_f4_d3 uncrossed_f2_e4_d3_f4 1
 arc_f4_d3 uncrossed_d3_f4_e3_c4 1
 arc_f4_d3 uncrossed_d3_f4_e3_d5 1
 arc_f4_d3 uncrossed_d3_f4_e3_f5 1
 arc_f4_d3 uncrossed_d3_f4_f3_d4 1
 arc_f4_d3 uncrossed_d3_f4_f3_e5 1
 arc_f4_d3 once_d3_f4 1
 arc_f4_d5 obj 1
 arc_f4_d5 out_f4 1
 arc_f4_d5 in_d5 1
 arc_f4_d5 order_f4_d5 -36
 arc_f4_d5 order_d5_f4 -34
 arc_f4_d5 uncrossed_d3_e5_f4_d5 1
 arc_f4_d5 uncrossed_e3_f5_f4_d5 1
 arc_f4_d5 uncrossed_f3_e5_f4_d5 1
 arc_f4_d5 uncrossed_c4_e5_f4_d5 1
 arc_f4_d5 uncrossed_d4_f5_f4_d5 1
 arc_f4_d5 uncrossed_d4_e6_f4_d5 1
 arc_f4_d5 uncrossed_e4_d6_f4_d5 1
 arc_f4_d5 uncrossed_e4_f6_f4_d5 1
 arc_f4_d5 once_f4_d5 1
 arc_f4_e6 obj 1
 arc_f4_e6 out_f4 1
 arc_f4_e6 in_e6 1
 arc_f4_e6 order_f4_e6 -36
 arc_f4_e6 order_e6_f4 -34
 arc_f4_e6 uncrossed_e3_f5_f4_e6 1
 arc_f4_e6 uncrossed_d4_f5_f4_e6 1
 arc_f4_e6 uncrossed_e4_f6_f4_e6 1
 arc_f4_e6 uncrossed_f4_e6_d5_f6 1
 arc_f4_e6 uncrossed_f4_e6_f5_d6 1
 arc_f4_e6 once_f4_e6 1
 arc_a5_c6 obj 1
 arc_a5_c6 out_a5 1
 arc_a5_c6 in_c6 1
 arc_a5_c6 order_a5_c6 -36
 arc_a5_c6 order_c6_a5 -34
 arc_a5_c6 uncrossed_a4_b6_a5_c6 1
 arc_a5_c6 uncrossed_b4_a6_a5_c6 1
 arc_a5_c6 uncrossed_c4_b6_a5_c6 1
 arc_a5_c6 uncrossed_a5_c6_c5_a6 1
 arc_a5_c6 uncrossed_a5_c6_d5_b6 1
 arc_a5_c6 once_a5_c6 1
 arc_a5_c4 obj 1
 arc_a5_c4 in_c4 1
 arc_a5_c4 out_a5 1
 arc_a5_c4 order_c4_a5 -34
 arc_a5_c4 order_a5_c4 -36
 arc_a5_c4 uncrossed_a3_b5_c4_a5 1
 arc_a5_c4 uncrossed_b3_c5_c4_a5 1
 arc_a5_c4 uncrossed_c3_b5_c4_a5 1
 arc_a5_c4 uncrossed_a4_c5_c4_a5 1
 arc_a5_c4 uncrossed_a4_b6_c4_a5 1
 arc_a5_c4 uncrossed_b4_d5_c4_a5 1
 arc_a5_c4 uncrossed_b4_a6_c4_a5 1
 arc_a5_c4 uncrossed_b4_c6_c4_a5 1
 arc_a5_c4 once_c4_a5 1
 arc_a5_b3 obj 1
 arc_a5_b3 in_b3 1
 arc_a5_b3 out_a5 1
 arc_a5_b3 order_b3_a5 -34
 arc_a5_b3 order_a5_b3 -36
 arc_a5_b3 uncrossed_a2_b4_b3_a5 1
 arc_a5_b3 uncrossed_a3_c4_b3_a5 1
 arc_a5_b3 uncrossed_a3_b5_b3_a5 1
 arc_a5_b3 uncrossed_b3_a5_c3_a4 1
 arc_a5_b3 uncrossed_b3_a5_a4_c5 1
 arc_a5_b3 uncrossed_b3_a5_a4_b6 1
 arc_a5_b3 once_b3_a5 1
 arc_b5_d6 obj 1
 arc_b5_d6 out_b5 1
 arc_b5_d6 in_d6 1
 arc_b5_d6 order_b5_d6 -36
 arc_b5_d6 order_d6_b5 -34
 arc_b5_d6 uncrossed_b4_c6_b5_d6 1
 arc_b5_d6 uncrossed_c4_b6_b5_d6 1
 arc_b5_d6 uncrossed_d4_c6_b5_d6 1
 arc_b5_d6 uncrossed_b5_d6_c5_a6 1
 arc_b5_d6 uncrossed_b5_d6_d5_b6 1
 arc_b5_d6 uncrossed_b5_d6_e5_c6 1
 arc_b5_d6 once_b5_d6 1
 arc_b5_d4 obj 1
 arc_b5_d4 in_d4 1
 arc_b5_d4 out_b5 1
 arc_b5_d4 order_d4_b5 -34
 arc_b5_d4 order_b5_d4 -36
 arc_b5_d4 uncrossed_b3_c5_d4_b5 1
 arc_b5_d4 uncrossed_c3_d5_d4_b5 1
 arc_b5_d4 uncrossed_d3_c5_d4_b5 1
 arc_b5_d4 uncrossed_a4_c5_d4_b5 1
 arc_b5_d4 uncrossed_b4_d5_d4_b5 1
 arc_b5_d4 uncrossed_b4_c6_d4_b5 1
 arc_b5_d4 uncrossed_c4_e5_d4_b5 1
 arc_b5_d4 uncrossed_c4_b6_d4_b5 1
 arc_b5_d4 uncrossed_c4_d6_d4_b5 1
 arc_b5_d4 once_d4_b5 1
 arc_b5_c3 obj 1
 arc_b5_c3 in_c3 1
 arc_b5_c3 out_b5 1
 arc_b5_c3 order_c3_b5 -34
 arc_b5_c3 order_b5_c3 -36
 arc_b5_c3 uncrossed_b2_c4_c3_b5 1
 arc_b5_c3 uncrossed_a3_c4_c3_b5 1
 arc_b5_c3 uncrossed_b3_d4_c3_b5 1
 arc_b5_c3 uncrossed_b3_c5_c3_b5 1
 arc_b5_c3 uncrossed_c3_b5_d3_b4 1
 arc_b5_c3 uncrossed_c3_b5_a4_c5 1
 arc_b5_c3 uncrossed_c3_b5_b4_d5 1
 arc_b5_c3 uncrossed_c3_b5_b4_c6 1
 arc_b5_c3 uncrossed_c3_b5_c4_a5 1
 arc_b5_c3 once_c3_b5 1
 arc_b5_a3 obj 1
 arc_b5_a3 in_a3 1
 arc_b5_a3 out_b5 1
 arc_b5_a3 order_a3_b5 -34
 arc_b5_a3 order_b5_a3 -36
 arc_b5_a3 uncrossed_b2_a4_a3_b5 1
 arc_b5_a3 uncrossed_a3_b5_b3_a5 1
 arc_b5_a3 uncrossed_a3_b5_c3_a4 1
 arc_b5_a3 uncrossed_a3_b5_a4_c5 1
 arc_b5_a3 uncrossed_a3_b5_b4_a6 1
 arc_b5_a3 uncrossed_a3_b5_c4_a5 1
 arc_b5_a3 once_a3_b5 1
 arc_c5_e6 obj 1
 arc_c5_e6 out_c5 1
 arc_c5_e6 in_e6 1
 arc_c5_e6 order_c5_e6 -36
 arc_c5_e6 order_e6_c5 -34
 arc_c5_e6 uncrossed_c4_d6_c5_e6 1
 arc_c5_e6 uncrossed_d4_c6_c5_e6 1
 arc_c5_e6 uncrossed_e4_d6_c5_e6 1
 arc_c5_e6 uncrossed_c5_e6_d5_b6 1
 arc_c5_e6 uncrossed_c5_e6_e5_c6 1
 arc_c5_e6 uncrossed_c5_e6_f5_d6 1
 arc_c5_e6 once_c5_e6 1
 arc_c5_e4 obj 1
 arc_c5_e4 in_e4 1
 arc_c5_e4 out_c5 1
 arc_c5_e4 order_e4_c5 -34
 arc_c5_e4 order_c5_e4 -36
 arc_c5_e4 uncrossed_c3_d5_e4_c5 1
 arc_c5_e4 uncrossed_d3_e5_e4_c5 1
 arc_c5_e4 uncrossed_e3_d5_e4_c5 1
 arc_c5_e4 uncrossed_b4_d5_e4_c5 1
 arc_c5_e4 uncrossed_c4_e5_e4_c5 1
 arc_c5_e4 uncrossed_c4_d6_e4_c5 1
 arc_c5_e4 uncrossed_d4_f5_e4_c5 1
 arc_c5_e4 uncrossed_d4_c6_e4_c5 1
 arc_c5_e4 uncrossed_d4_e6_e4_c5 1
 arc_c5_e4 once_e4_c5 1
 arc_c5_d3 obj 1
 arc_c5_d3 in_d3 1
 arc_c5_d3 out_c5 1
 arc_c5_d3 order_d3_c5 -34
 arc_c5_d3 order_c5_d3 -36
 arc_c5_d3 uncrossed_c2_d4_d3_c5 1
 arc_c5_d3 uncrossed_b3_d4_d3_c5 1
 arc_c5_d3 uncrossed_c3_e4_d3_c5 1
 arc_c5_d3 uncrossed_c3_d5_d3_c5 1
 arc_c5_d3 uncrossed_d3_c5_e3_c4 1
 arc_c5_d3 uncrossed_d3_c5_b4_d5 1
 arc_c5_d3 uncrossed_d3_c5_c4_e5 1
 arc_c5_d3 uncrossed_d3_c5_c4_d6 1
 arc_c5_d3 uncrossed_d3_c5_d4_b5 1
 arc_c5_d3 once_d3_c5 1
 arc_c5_b3 obj 1
 arc_c5_b3 in_b3 1
 arc_c5_b3 out_c5 1
 arc_c5_b3 order_b3_c5 -34
 arc_c5_b3 order_c5_b3 -36
 arc_c5_b3 uncrossed_c2_b4_b3_c5 1
 arc_c5_b3 uncrossed_a3_c4_b3_c5 1
 arc_c5_b3 uncrossed_b3_c5_c3_a4 1
 arc_c5_b3 uncrossed_b3_c5_c3_b5 1
 arc_c5_b3 uncrossed_b3_c5_d3_b4 1
 arc_c5_b3 uncrossed_b3_c5_b4_d5 1
 arc_c5_b3 uncrossed_b3_c5_c4_a5 1
 arc_c5_b3 uncrossed_b3_c5_c4_b6 1
 arc_c5_b3 uncrossed_b3_c5_d4_b5 1
 arc_c5_b3 once_b3_c5 1
 arc_c5_a4 obj 1
 arc_c5_a4 in_a4 1
 arc_c5_a4 out_c5 1
 arc_c5_a4 order_a4_c5 -34
 arc_c5_a4 order_c5_a4 -36
 arc_c5_a4 uncrossed_a3_b5_a4_c5 1
 arc_c5_a4 uncrossed_b3_a5_a4_c5 1
 arc_c5_a4 uncrossed_c3_b5_a4_c5 1
 arc_c5_a4 uncrossed_a4_c5_b4_a6 1
 arc_c5_a4 uncrossed_a4_c5_b4_c6 1
 arc_c5_a4 uncrossed_a4_c5_c4_a5 1
 arc_c5_a4 uncrossed_a4_c5_c4_b6 1
 arc_c5_a4 uncrossed_a4_c5_d4_b5 1
 arc_c5_a4 once_a4_c5 1
 arc_c5_a6 obj 1
 arc_c5_a6 out_c5 1
 arc_c5_a6 in_a6 1
 arc_c5_a6 order_c5_a6 -36
 arc_c5_a6 order_a6_c5 -34
 arc_c5_a6 uncrossed_a4_b6_c5_a6 1
 arc_c5_a6 uncrossed_b4_c6_c5_a6 1
 arc_c5_a6 uncrossed_c4_b6_c5_a6 1
 arc_c5_a6 uncrossed_a5_c6_c5_a6 1
 arc_c5_a6 uncrossed_b5_d6_c5_a6 1
 arc_c5_a6 once_c5_a6 1
 arc_d5_f6 obj 1
 arc_d5_f6 out_d5 1
 arc_d5_f6 in_f6 1
 arc_d5_f6 order_d5_f6 -36
 arc_d5_f6 order_f6_d5 -34
 arc_d5_f6 uncrossed_d4_e6_d5_f6 1
 arc_d5_f6 uncrossed_e4_d6_d5_f6 1
 arc_d5_f6 uncrossed_f4_e6_d5_f6 1
 arc_d5_f6 uncrossed_d5_f6_e5_c6 1
 arc_d5_f6 uncrossed_d5_f6_f5_d6 1
 arc_d5_f6 once_d5_f6 1
 arc_d5_f4 obj 1
 arc_d5_f4 in_f4 1
 arc_d5_f4 out_d5 1
 arc_d5_f4 order_f4_d5 -34
 arc_d5_f4 order_d5_f4 -36
 arc_d5_f4 uncrossed_d3_e5_f4_d5 1
 arc_d5_f4 uncrossed_e3_f5_f4_d5 1
 arc_d5_f4 uncrossed_f3_e5_f4_d5 1
 arc_d5_f4 uncrossed_c4_e5_f4_d5 1
 arc_d5_f4 uncrossed_d4_f5_f4_d5 1
 arc_d5_f4 uncrossed_d4_e6_f4_d5 1
 arc_d5_f4 uncrossed_e4_d6_f4_d5 1
 arc_d5_f4 uncrossed_e4_f6_f4_d5 1
 arc_d5_f4 once_f4_d5 1
 arc_d5_e3 obj 1
 arc_d5_e3 in_e3 1
 arc_d5_e3 out_d5 1
 arc_d5_e3 order_e3_d5 -34
 arc_d5_e3 order_d5_e3 -36
 arc_d5_e3 uncrossed_d2_e4_e3_d5 1
 arc_d5_e3 uncrossed_c3_e4_e3_d5 1
 arc_d5_e3 uncrossed_d3_f4_e3_d5 1
 arc_d5_e3 uncrossed_d3_e5_e3_d5 1
 arc_d5_e3 uncrossed_e3_d5_f3_d4 1
 arc_d5_e3 uncrossed_e3_d5_c4_e5 1
 arc_d5_e3 uncrossed_e3_d5_d4_f5 1
 arc_d5_e3 uncrossed_e3_d5_d4_e6 1
 arc_d5_e3 uncrossed_e3_d5_e4_c5 1
 arc_d5_e3 once_e3_d5 1
 arc_d5_c3 obj 1
 arc_d5_c3 in_c3 1
 arc_d5_c3 out_d5 1
 arc_d5_c3 order_c3_d5 -34
 arc_d5_c3 order_d5_c3 -36
 arc_d5_c3 uncrossed_d2_c4_c3_d5 1
 arc_d5_c3 uncrossed_b3_d4_c3_d5 1
 arc_d5_c3 uncrossed_c3_d5_d3_b4 1
 arc_d5_c3 uncrossed_c3_d5_d3_c5 1
 arc_d5_c3 uncrossed_c3_d5_e3_c4 1
 arc_d5_c3 uncrossed_c3_d5_c4_e5 1
 arc_d5_c3 uncrossed_c3_d5_d4_b5 1
 arc_d5_c3 uncrossed_c3_d5_d4_c6 1
 arc_d5_c3 uncrossed_c3_d5_e4_c5 1
 arc_d5_c3 once_c3_d5 1
 arc_d5_b4 obj 1
 arc_d5_b4 in_b4 1
 arc_d5_b4 out_d5 1
 arc_d5_b4 order_b4_d5 -34
 arc_d5_b4 order_d5_b4 -36
 arc_d5_b4 uncrossed_b3_c5_b4_d5 1
 arc_d5_b4 uncrossed_c3_b5_b4_d5 1
 arc_d5_b4 uncrossed_d3_c5_b4_d5 1
 arc_d5_b4 uncrossed_b4_d5_c4_a5 1
 arc_d5_b4 uncrossed_b4_d5_c4_b6 1
 arc_d5_b4 uncrossed_b4_d5_c4_d6 1
 arc_d5_b4 uncrossed_b4_d5_d4_b5 1
 arc_d5_b4 uncrossed_b4_d5_d4_c6 1
 arc_d5_b4 uncrossed_b4_d5_e4_c5 1
 arc_d5_b4 once_b4_d5 1
 arc_d5_b6 obj 1
 arc_d5_b6 out_d5 1
 arc_d5_b6 in_b6 1
 arc_d5_b6 order_d5_b6 -36
 arc_d5_b6 order_b6_d5 -34
 arc_d5_b6 uncrossed_b4_c6_d5_b6 1
 arc_d5_b6 uncrossed_c4_d6_d5_b6 1
 arc_d5_b6 uncrossed_d4_c6_d5_b6 1
 arc_d5_b6 uncrossed_a5_c6_d5_b6 1
 arc_d5_b6 uncrossed_b5_d6_d5_b6 1
 arc_d5_b6 uncrossed_c5_e6_d5_b6 1
 arc_d5_b6 once_d5_b6 1
 arc_e5_f3 obj 1
 arc_e5_f3 in_f3 1
 arc_e5_f3 out_e5 1
 arc_e5_f3 order_f3_e5 -34
 arc_e5_f3 order_e5_f3 -36
 arc_e5_f3 uncrossed_e2_f4_f3_e5 1
 arc_e5_f3 uncrossed_d3_f4_f3_e5 1
 arc_e5_f3 uncrossed_e3_f5_f3_e5 1
 arc_e5_f3 uncrossed_f3_e5_d4_f5 1
 arc_e5_f3 uncrossed_f3_e5_e4_f6 1
 arc_e5_f3 uncrossed_f3_e5_f4_d5 1
 arc_e5_f3 once_f3_e5 1
 arc_e5_d3 obj 1
 arc_e5_d3 in_d3 1
 arc_e5_d3 out_e5 1
 arc_e5_d3 order_d3_e5 -34
 arc_e5_d3 order_e5_d3 -36
 arc_e5_d3 uncrossed_e2_d4_d3_e5 1
 arc_e5_d3 uncrossed_c3_e4_d3_e5 1
 arc_e5_d3 uncrossed_d3_e5_e3_c4 1
 arc_e5_d3 uncrossed_d3_e5_e3_d5 1
 arc_e5_d3 uncrossed_d3_e5_f3_d4 1
 arc_e5_d3 uncrossed_d3_e5_d4_f5 1
 arc_e5_d3 uncrossed_d3_e5_e4_c5 1
 arc_e5_d3 uncrossed_d3_e5_e4_d6 1
 arc_e5_d3 uncrossed_d3_e5_f4_d5 1
 arc_e5_d3 once_d3_e5 1
 arc_e5_c4 obj 1
 arc_e5_c4 in_c4 1
 arc_e5_c4 out_e5 1
 arc_e5_c4 order_c4_e5 -34
 arc_e5_c4 order_e5_c4 -36
 arc_e5_c4 uncrossed_c3_d5_c4_e5 1
 arc_e5_c4 uncrossed_d3_c5_c4_e5 1
 arc_e5_c4 uncrossed_e3_d5_c4_e5 1
 arc_e5_c4 uncrossed_c4_e5_d4_b5 1
 arc_e5_c4 uncrossed_c4_e5_d4_c6 1
 arc_e5_c4 uncrossed_c4_e5_d4_e6 1
 arc_e5_c4 uncrossed_c4_e5_e4_c5 1
 arc_e5_c4 uncrossed_c4_e5_e4_d6 1
 arc_e5_c4 uncrossed_c4_e5_f4_d5 1
 arc_e5_c4 once_c4_e5 1
 arc_e5_c6 obj 1
 arc_e5_c6 out_e5 1
 arc_e5_c6 in_c6 1
 arc_e5_c6 order_e5_c6 -36
 arc_e5_c6 order_c6_e5 -34
 arc_e5_c6 uncrossed_c4_d6_e5_c6 1
 arc_e5_c6 uncrossed_d4_e6_e5_c6 1
 arc_e5_c6 uncrossed_e4_d6_e5_c6 1
 arc_e5_c6 uncrossed_b5_d6_e5_c6 1
 arc_e5_c6 uncrossed_c5_e6_e5_c6 1
 arc_e5_c6 uncrossed_d5_f6_e5_c6 1
 arc_e5_c6 once_e5_c6 1
 arc_f5_e3 obj 1
 arc_f5_e3 in_e3 1
 arc_f5_e3 out_f5 1
 arc_f5_e3 order_e3_f5 -34
 arc_f5_e3 order_f5_e3 -36
 arc_f5_e3 uncrossed_f2_e4_e3_f5 1
 arc_f5_e3 uncrossed_d3_f4_e3_f5 1
 arc_f5_e3 uncrossed_e3_f5_f3_d4 1
 arc_f5_e3 uncrossed_e3_f5_f3_e5 1
 arc_f5_e3 uncrossed_e3_f5_f4_d5 1
 arc_f5_e3 uncrossed_e3_f5_f4_e6 1
 arc_f5_e3 once_e3_f5 1
 arc_f5_d4 obj 1
 arc_f5_d4 in_d4 1
 arc_f5_d4 out_f5 1
 arc_f5_d4 order_d4_f5 -34
 arc_f5_d4 order_f5_d4 -36
 arc_f5_d4 uncrossed_d3_e5_d4_f5 1
 arc_f5_d4 uncrossed_e3_d5_d4_f5 1
 arc_f5_d4 uncrossed_f3_e5_d4_f5 1
 arc_f5_d4 uncrossed_d4_f5_e4_c5 1
 arc_f5_d4 uncrossed_d4_f5_e4_d6 1
 arc_f5_d4 uncrossed_d4_f5_e4_f6 1
 arc_f5_d4 uncrossed_d4_f5_f4_d5 1
 arc_f5_d4 uncrossed_d4_f5_f4_e6 1
 arc_f5_d4 once_d4_f5 1
 arc_f5_d6 obj 1
 arc_f5_d6 out_f5 1
 arc_f5_d6 in_d6 1
 arc_f5_d6 order_f5_d6 -36
 arc_f5_d6 order_d6_f5 -34
 arc_f5_d6 uncrossed_d4_e6_f5_d6 1
 arc_f5_d6 uncrossed_e4_f6_f5_d6 1
 arc_f5_d6 uncrossed_f4_e6_f5_d6 1
 arc_f5_d6 uncrossed_c5_e6_f5_d6 1
 arc_f5_d6 uncrossed_d5_f6_f5_d6 1
 arc_f5_d6 once_f5_d6 1
 arc_a6_c5 obj 1
 arc_a6_c5 in_c5 1
 arc_a6_c5 out_a6 1
 arc_a6_c5 order_c5_a6 -34
 arc_a6_c5 order_a6_c5 -36
 arc_a6_c5 uncrossed_a4_b6_c5_a6 1
 arc_a6_c5 uncrossed_b4_c6_c5_a6 1
 arc_a6_c5 uncrossed_c4_b6_c5_a6 1
 arc_a6_c5 uncrossed_a5_c6_c5_a6 1
 arc_a6_c5 uncrossed_b5_d6_c5_a6 1
 arc_a6_c5 once_c5_a6 1
 arc_a6_b4 obj 1
 arc_a6_b4 in_b4 1
 arc_a6_b4 out_a6 1
 arc_a6_b4 order_b4_a6 -34
 arc_a6_b4 order_a6_b4 -36
 arc_a6_b4 uncrossed_a3_b5_b4_a6 1
 arc_a6_b4 uncrossed_a4_c5_b4_a6 1
 arc_a6_b4 uncrossed_a4_b6_b4_a6 1
 arc_a6_b4 uncrossed_b4_a6_c4_a5 1
 arc_a6_b4 uncrossed_b4_a6_a5_c6 1
 arc_a6_b4 once_b4_a6 1
 arc_b6_d5 obj 1
 arc_b6_d5 in_d5 1
 arc_b6_d5 out_b6 1
 arc_b6_d5 order_d5_b6 -34
 arc_b6_d5 order_b6_d5 -36
 arc_b6_d5 uncrossed_b4_c6_d5_b6 1
 arc_b6_d5 uncrossed_c4_d6_d5_b6 1
 arc_b6_d5 uncrossed_d4_c6_d5_b6 1
 arc_b6_d5 uncrossed_a5_c6_d5_b6 1
 arc_b6_d5 uncrossed_b5_d6_d5_b6 1
 arc_b6_d5 uncrossed_c5_e6_d5_b6 1
 arc_b6_d5 once_d5_b6 1
 arc_b6_c4 obj 1
 arc_b6_c4 in_c4 1
 arc_b6_c4 out_b6 1
 arc_b6_c4 order_c4_b6 -34
 arc_b6_c4 order_b6_c4 -36
 arc_b6_c4 uncrossed_b3_c5_c4_b6 1
 arc_b6_c4 uncrossed_a4_c5_c4_b6 1
 arc_b6_c4 uncrossed_b4_d5_c4_b6 1
 arc_b6_c4 uncrossed_b4_c6_c4_b6 1
 arc_b6_c4 uncrossed_c4_b6_d4_b5 1
 arc_b6_c4 uncrossed_c4_b6_a5_c6 1
 arc_b6_c4 uncrossed_c4_b6_b5_d6 1
 arc_b6_c4 uncrossed_c4_b6_c5_a6 1
 arc_b6_c4 once_c4_b6 1
 arc_b6_a4 obj 1
 arc_b6_a4 in_a4 1
 arc_b6_a4 out_b6 1
 arc_b6_a4 order_a4_b6 -34
 arc_b6_a4 order_b6_a4 -36
 arc_b6_a4 uncrossed_b3_a5_a4_b6 1
 arc_b6_a4 uncrossed_a4_b6_b4_a6 1
 arc_b6_a4 uncrossed_a4_b6_c4_a5 1
 arc_b6_a4 uncrossed_a4_b6_a5_c6 1
 arc_b6_a4 uncrossed_a4_b6_c5_a6 1
 arc_b6_a4 once_a4_b6 1
 arc_c6_e5 obj 1
 arc_c6_e5 in_e5 1
 arc_c6_e5 out_c6 1
 arc_c6_e5 order_e5_c6 -34
 arc_c6_e5 order_c6_e5 -36
 arc_c6_e5 uncrossed_c4_d6_e5_c6 1
 arc_c6_e5 uncrossed_d4_e6_e5_c6 1
 arc_c6_e5 uncrossed_e4_d6_e5_c6 1
 arc_c6_e5 uncrossed_b5_d6_e5_c6 1
 arc_c6_e5 uncrossed_c5_e6_e5_c6 1
 arc_c6_e5 uncrossed_d5_f6_e5_c6 1
 arc_c6_e5 once_e5_c6 1
 arc_c6_d4 obj 1
 arc_c6_d4 in_d4 1
 arc_c6_d4 out_c6 1
 arc_c6_d4 order_d4_c6 -34
 arc_c6_d4 order_c6_d4 -36
 arc_c6_d4 uncrossed_c3_d5_d4_c6 1
 arc_c6_d4 uncrossed_b4_d5_d4_c6 1
 arc_c6_d4 uncrossed_c4_e5_d4_c6 1
 arc_c6_d4 uncrossed_c4_d6_d4_c6 1
 arc_c6_d4 uncrossed_d4_c6_e4_c5 1
 arc_c6_d4 uncrossed_d4_c6_b5_d6 1
 arc_c6_d4 uncrossed_d4_c6_c5_e6 1
 arc_c6_d4 uncrossed_d4_c6_d5_b6 1
 arc_c6_d4 once_d4_c6 1
 arc_c6_b4 obj 1
 arc_c6_b4 in_b4 1
 arc_c6_b4 out_c6 1
 arc_c6_b4 order_b4_c6 -34
 arc_c6_b4 order_c6_b4 -36
 arc_c6_b4 uncrossed_c3_b5_b4_c6 1
 arc_c6_b4 uncrossed_a4_c5_b4_c6 1
 arc_c6_b4 uncrossed_b4_c6_c4_a5 1
 arc_c6_b4 uncrossed_b4_c6_c4_b6 1
 arc_c6_b4 uncrossed_b4_c6_d4_b5 1
 arc_c6_b4 uncrossed_b4_c6_b5_d6 1
 arc_c6_b4 uncrossed_b4_c6_c5_a6 1
 arc_c6_b4 uncrossed_b4_c6_d5_b6 1
 arc_c6_b4 once_b4_c6 1
 arc_c6_a5 obj 1
 arc_c6_a5 in_a5 1
 arc_c6_a5 out_c6 1
 arc_c6_a5 order_a5_c6 -34
 arc_c6_a5 order_c6_a5 -36
 arc_c6_a5 uncrossed_a4_b6_a5_c6 1
 arc_c6_a5 uncrossed_b4_a6_a5_c6 1
 arc_c6_a5 uncrossed_c4_b6_a5_c6 1
 arc_c6_a5 uncrossed_a5_c6_c5_a6 1
 arc_c6_a5 uncrossed_a5_c6_d5_b6 1
 arc_c6_a5 once_a5_c6 1
 arc_d6_f5 obj 1
 arc_d6_f5 in_f5 1
 arc_d6_f5 out_d6 1
 arc_d6_f5 order_f5_d6 -34
 arc_d6_f5 order_d6_f5 -36
 arc_d6_f5 uncrossed_d4_e6_f5_d6 1
 arc_d6_f5 uncrossed_e4_f6_f5_d6 1
 arc_d6_f5 uncrossed_f4_e6_f5_d6 1
 arc_d6_f5 uncrossed_c5_e6_f5_d6 1
 arc_d6_f5 uncrossed_d5_f6_f5_d6 1
 arc_d6_f5 once_f5_d6 1
 arc_d6_e4 obj 1
 arc_d6_e4 in_e4 1
 arc_d6_e4 out_d6 1
 arc_d6_e4 order_e4_d6 -34
 arc_d6_e4 order_d6_e4 -36
 arc_d6_e4 uncrossed_d3_e5_e4_d6 1
 arc_d6_e4 uncrossed_c4_e5_e4_d6 1
 arc_d6_e4 uncrossed_d4_f5_e4_d6 1
 arc_d6_e4 uncrossed_d4_e6_e4_d6 1
 arc_d6_e4 uncrossed_e4_d6_f4_d5 1
 arc_d6_e4 uncrossed_e4_d6_c5_e6 1
 arc_d6_e4 uncrossed_e4_d6_d5_f6 1
 arc_d6_e4 uncrossed_e4_d6_e5_c6 1
 arc_d6_e4 once_e4_d6 1
 arc_d6_c4 obj 1
 arc_d6_c4 in_c4 1
 arc_d6_c4 out_d6 1
 arc_d6_c4 order_c4_d6 -34
 arc_d6_c4 order_d6_c4 -36
 arc_d6_c4 uncrossed_d3_c5_c4_d6 1
 arc_d6_c4 uncrossed_b4_d5_c4_d6 1
 arc_d6_c4 uncrossed_c4_d6_d4_b5 1
 arc_d6_c4 uncrossed_c4_d6_d4_c6 1
 arc_d6_c4 uncrossed_c4_d6_e4_c5 1
 arc_d6_c4 uncrossed_c4_d6_c5_e6 1
 arc_d6_c4 uncrossed_c4_d6_d5_b6 1
 arc_d6_c4 uncrossed_c4_d6_e5_c6 1
 arc_d6_c4 once_c4_d6 1
 arc_d6_b5 obj 1
 arc_d6_b5 in_b5 1
 arc_d6_b5 out_d6 1
 arc_d6_b5 order_b5_d6 -34
 arc_d6_b5 order_d6_b5 -36
 arc_d6_b5 uncrossed_b4_c6_b5_d6 1
 arc_d6_b5 uncrossed_c4_b6_b5_d6 1
 arc_d6_b5 uncrossed_d4_c6_b5_d6 1
 arc_d6_b5 uncrossed_b5_d6_c5_a6 1
 arc_d6_b5 uncrossed_b5_d6_d5_b6 1
 arc_d6_b5 uncrossed_b5_d6_e5_c6 1
 arc_d6_b5 once_b5_d6 1
 arc_e6_f4 obj 1
 arc_e6_f4 in_f4 1
 arc_e6_f4 out_e6 1
 arc_e6_f4 order_f4_e6 -34
 arc_e6_f4 order_e6_f4 -36
 arc_e6_f4 uncrossed_e3_f5_f4_e6 1
 arc_e6_f4 uncrossed_d4_f5_f4_e6 1
 arc_e6_f4 uncrossed_e4_f6_f4_e6 1
 arc_e6_f4 uncrossed_f4_e6_d5_f6 1
 arc_e6_f4 uncrossed_f4_e6_f5_d6 1
 arc_e6_f4 once_f4_e6 1
 arc_e6_d4 obj 1
 arc_e6_d4 in_d4 1
 arc_e6_d4 out_e6 1
 arc_e6_d4 order_d4_e6 -34
 arc_e6_d4 order_e6_d4 -36
 arc_e6_d4 uncrossed_e3_d5_d4_e6 1
 arc_e6_d4 uncrossed_c4_e5_d4_e6 1
 arc_e6_d4 uncrossed_d4_e6_e4_c5 1
 arc_e6_d4 uncrossed_d4_e6_e4_d6 1
 arc_e6_d4 uncrossed_d4_e6_f4_d5 1
 arc_e6_d4 uncrossed_d4_e6_d5_f6 1
 arc_e6_d4 uncrossed_d4_e6_e5_c6 1
 arc_e6_d4 uncrossed_d4_e6_f5_d6 1
 arc_e6_d4 once_d4_e6 1
 arc_e6_c5 obj 1
 arc_e6_c5 in_c5 1
 arc_e6_c5 out_e6 1
 arc_e6_c5 order_c5_e6 -34
 arc_e6_c5 order_e6_c5 -36
 arc_e6_c5 uncrossed_c4_d6_c5_e6 1
 arc_e6_c5 uncrossed_d4_c6_c5_e6 1
 arc_e6_c5 uncrossed_e4_d6_c5_e6 1
 arc_e6_c5 uncrossed_c5_e6_d5_b6 1
 arc_e6_c5 uncrossed_c5_e6_e5_c6 1
 arc_e6_c5 uncrossed_c5_e6_f5_d6 1
 arc_e6_c5 once_c5_e6 1
 arc_f6_e4 obj 1
 arc_f6_e4 in_e4 1
 arc_f6_e4 out_f6 1
 arc_f6_e4 order_e4_f6 -34
 arc_f6_e4 order_f6_e4 -36
 arc_f6_e4 uncrossed_f3_e5_e4_f6 1
 arc_f6_e4 uncrossed_d4_f5_e4_f6 1
 arc_f6_e4 uncrossed_e4_f6_f4_d5 1
 arc_f6_e4 uncrossed_e4_f6_f4_e6 1
 arc_f6_e4 uncrossed_e4_f6_f5_d6 1
 arc_f6_e4 once_e4_f6 1
 arc_f6_d5 obj 1
 arc_f6_d5 in_d5 1
 arc_f6_d5 out_f6 1
 arc_f6_d5 order_d5_f6 -34
 arc_f6_d5 order_f6_d5 -36
 arc_f6_d5 uncrossed_d4_e6_d5_f6 1
 arc_f6_d5 uncrossed_e4_d6_d5_f6 1
 arc_f6_d5 uncrossed_f4_e6_d5_f6 1
 arc_f6_d5 uncrossed_d5_f6_e5_c6 1
 arc_f6_d5 uncrossed_d5_f6_f5_d6 1
 arc_f6_d5 once_d5_f6 1
 skip_a1 out_a1 1
 skip_a1 in_a1 1
 skip_a1 zero_visited_a1 1
 skip_b1 out_b1 1
 skip_b1 in_b1 1
 skip_b1 zero_visited_b1 1
 skip_c1 out_c1 1
 skip_c1 in_c1 1
 skip_c1 zero_visited_c1 1
 skip_d1 out_d1 1
 skip_d1 in_d1 1
 skip_d1 zero_visited_d1 1
 skip_e1 out_e1 1
 skip_e1 in_e1 1
 skip_e1 zero_visited_e1 1
 skip_f1 out_f1 1
 skip_f1 in_f1 1
 skip_f1 zero_visited_f1 1
 skip_a2 out_a2 1
 skip_a2 in_a2 1
 skip_a2 zero_visited_a2 1
 skip_b2 out_b2 1
 skip_b2 in_b2 1
 skip_b2 zero_visited_b2 1
 skip_c2 out_c2 1
 skip_c2 in_c2 1
 skip_c2 zero_visited_c2 1
 skip_d2 out_d2 1
 skip_d2 in_d2 1
 skip_d2 zero_visited_d2 1
 skip_e2 out_e2 1
 skip_e2 in_e2 1
 skip_e2 zero_visited_e2 1
 skip_f2 out_f2 1
 skip_f2 in_f2 1
 skip_f2 zero_visited_f2 1
 skip_a3 out_a3 1
 skip_a3 in_a3 1
 skip_a3 zero_visited_a3 1
 skip_b3 out_b3 1
 skip_b3 in_b3 1
 skip_b3 zero_visited_b3 1
 skip_c3 out_c3 1
 skip_c3 in_c3 1
 skip_c3 zero_visited_c3 1
 skip_d3 out_d3 1
 skip_d3 in_d3 1
 skip_d3 zero_visited_d3 1
 skip_e3 out_e3 1
 skip_e3 in_e3 1
 skip_e3 zero_visited_e3 1
 skip_f3 out_f3 1
 skip_f3 in_f3 1
 skip_f3 zero_visited_f3 1
 skip_a4 out_a4 1
 skip_a4 in_a4 1
 skip_a4 zero_visited_a4 1
 skip_b4 out_b4 1
 skip_b4 in_b4 1
 skip_b4 zero_visited_b4 1
 skip_c4 out_c4 1
 skip_c4 in_c4 1
 skip_c4 zero_visited_c4 1
 skip_d4 out_d4 1
 skip_d4 in_d4 1
 skip_d4 zero_visited_d4 1
 skip_e4 out_e4 1
 skip_e4 in_e4 1
 skip_e4 zero_visited_e4 1
 skip_f4 out_f4 1
 skip_f4 in_f4 1
 skip_f4 zero_visited_f4 1
 skip_a5 out_a5 1
 skip_a5 in_a5 1
 skip_a5 zero_visited_a5 1
 skip_b5 out_b5 1
 skip_b5 in_b5 1
 skip_b5 zero_visited_b5 1
 skip_c5 out_c5 1
 skip_c5 in_c5 1
 skip_c5 zero_visited_c5 1
 skip_d5 out_d5 1
 skip_d5 in_d5 1
 skip_d5 zero_visited_d5 1
 skip_e5 out_e5 1
 skip_e5 in_e5 1
 skip_e5 zero_visited_e5 1
 skip_f5 out_f5 1
 skip_f5 in_f5 1
 skip_f5 zero_visited_f5 1
 skip_a6 out_a6 1
 skip_a6 in_a6 1
 skip_a6 zero_visited_a6 1
 skip_b6 out_b6 1
 skip_b6 in_b6 1
 skip_b6 zero_visited_b6 1
 skip_c6 out_c6 1
 skip_c6 in_c6 1
 skip_c6 zero_visited_c6 1
 skip_d6 out_d6 1
 skip_d6 in_d6 1
 skip_d6 zero_visited_d6 1
 skip_e6 out_e6 1
 skip_e6 in_e6 1
 skip_e6 zero_visited_e6 1
 skip_f6 out_f6 1
 skip_f6 in_f6 1
 skip_f6 zero_visited_f6 1
 pos_a1 zero_at_a1 1
 pos_a1 order_a1_b3 -1
 pos_a1 order_a1_c2 -1
 pos_a1 order_c2_a1 1
 pos_a1 order_b3_a1 1
 pos_b1 zero_at_b1 1
 pos_b1 order_b1_c3 -1
 pos_b1 order_b1_d2 -1
 pos_b1 order_b1_a3 -1
 pos_b1 order_d2_b1 1
 pos_b1 order_a3_b1 1
 pos_b1 order_c3_b1 1
 pos_c1 zero_at_c1 1
 pos_c1 order_c1_d3 -1
 pos_c1 order_c1_e2 -1
 pos_c1 order_c1_a2 -1
 pos_c1 order_c1_b3 -1
 pos_c1 order_a2_c1 1
 pos_c1 order_e2_c1 1
 pos_c1 order_b3_c1 1
 pos_c1 order_d3_c1 1
 pos_d1 zero_at_d1 1
 pos_d1 order_d1_e3 -1
 pos_d1 order_d1_f2 -1
 pos_d1 order_d1_b2 -1
 pos_d1 order_d1_c3 -1
 pos_d1 order_b2_d1 1
 pos_d1 order_f2_d1 1
 pos_d1 order_c3_d1 1
 pos_d1 order_e3_d1 1
 pos_e1 zero_at_e1 1
 pos_e1 order_e1_f3 -1
 pos_e1 order_e1_c2 -1
 pos_e1 order_e1_d3 -1
 pos_e1 order_c2_e1 1
 pos_e1 order_d3_e1 1
 pos_e1 order_f3_e1 1
 pos_f1 zero_at_f1 1
 pos_f1 order_f1_d2 -1
 pos_f1 order_f1_e3 -1
 pos_f1 order_d2_f1 1
 pos_f1 order_e3_f1 1
 pos_a2 zero_at_a2 1
 pos_a2 order_c1_a2 1
 pos_a2 order_a2_b4 -1
 pos_a2 order_a2_c3 -1
 pos_a2 order_a2_c1 -1
 pos_a2 order_c3_a2 1
 pos_a2 order_b4_a2 1
 pos_b2 zero_at_b2 1
 pos_b2 order_d1_b2 1
 pos_b2 order_b2_c4 -1
 pos_b2 order_b2_d3 -1
 pos_b2 order_b2_d1 -1
 pos_b2 order_b2_a4 -1
 pos_b2 order_d3_b2 1
 pos_b2 order_a4_b2 1
 pos_b2 order_c4_b2 1
 pos_c2 zero_at_c2 1
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
 pos_d2 zero_at_d2 1
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
 pos_e2 zero_at_e2 1
 pos_e2 order_c1_e2 1
 pos_e2 order_e2_f4 -1
 pos_e2 order_e2_c1 -1
 pos_e2 order_e2_c3 -1
 pos_e2 order_e2_d4 -1
 pos_e2 order_c3_e2 1
 pos_e2 order_d4_e2 1
 pos_e2 order_f4_e2 1
 pos_f2 zero_at_f2 1
 pos_f2 order_d1_f2 1
 pos_f2 order_f2_d1 -1
 pos_f2 order_f2_d3 -1
 pos_f2 order_f2_e4 -1
 pos_f2 order_d3_f2 1
 pos_f2 order_e4_f2 1
 pos_a3 zero_at_a3 1
 pos_a3 order_b1_a3 1
 pos_a3 order_c2_a3 1
 pos_a3 order_a3_b5 -1
 pos_a3 order_a3_c4 -1
 pos_a3 order_a3_c2 -1
 pos_a3 order_a3_b1 -1
 pos_a3 order_c4_a3 1
 pos_a3 order_b5_a3 1
 pos_b3 zero_at_b3 1
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
 pos_c3 zero_at_c3 1
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
 pos_d3 zero_at_d3 1
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
 pos_e3 zero_at_e3 1
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
 pos_f3 zero_at_f3 1
 pos_f3 order_e1_f3 1
 pos_f3 order_d2_f3 1
 pos_f3 order_f3_e1 -1
 pos_f3 order_f3_d2 -1
 pos_f3 order_f3_d4 -1
 pos_f3 order_f3_e5 -1
 pos_f3 order_d4_f3 1
 pos_f3 order_e5_f3 1
 pos_a4 zero_at_a4 1
 pos_a4 order_b2_a4 1
 pos_a4 order_c3_a4 1
 pos_a4 order_a4_b6 -1
 pos_a4 order_a4_c5 -1
 pos_a4 order_a4_c3 -1
 pos_a4 order_a4_b2 -1
 pos_a4 order_c5_a4 1
 pos_a4 order_b6_a4 1
 pos_b4 zero_at_b4 1
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
 pos_c4 zero_at_c4 1
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
 pos_d4 zero_at_d4 1
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
 pos_e4 zero_at_e4 1
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
 pos_f4 zero_at_f4 1
 pos_f4 order_e2_f4 1
 pos_f4 order_d3_f4 1
 pos_f4 order_f4_e2 -1
 pos_f4 order_f4_d3 -1
 pos_f4 order_f4_d5 -1
 pos_f4 order_f4_e6 -1
 pos_f4 order_d5_f4 1
 pos_f4 order_e6_f4 1
 pos_a5 zero_at_a5 1
 pos_a5 order_b3_a5 1
 pos_a5 order_c4_a5 1
 pos_a5 order_a5_c6 -1
 pos_a5 order_a5_c4 -1
 pos_a5 order_a5_b3 -1
 pos_a5 order_c6_a5 1
 pos_b5 zero_at_b5 1
 pos_b5 order_a3_b5 1
 pos_b5 order_c3_b5 1
 pos_b5 order_d4_b5 1
 pos_b5 order_b5_d6 -1
 pos_b5 order_b5_d4 -1
 pos_b5 order_b5_c3 -1
 pos_b5 order_b5_a3 -1
 pos_b5 order_d6_b5 1
 pos_c5 zero_at_c5 1
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
 pos_d5 zero_at_d5 1
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
 pos_e5 zero_at_e5 1
 pos_e5 order_d3_e5 1
 pos_e5 order_f3_e5 1
 pos_e5 order_c4_e5 1
 pos_e5 order_e5_f3 -1
 pos_e5 order_e5_d3 -1
 pos_e5 order_e5_c4 -1
 pos_e5 order_e5_c6 -1
 pos_e5 order_c6_e5 1
 pos_f5 zero_at_f5 1
 pos_f5 order_e3_f5 1
 pos_f5 order_d4_f5 1
 pos_f5 order_f5_e3 -1
 pos_f5 order_f5_d4 -1
 pos_f5 order_f5_d6 -1
 pos_f5 order_d6_f5 1
 pos_a6 zero_at_a6 1
 pos_a6 order_b4_a6 1
 pos_a6 order_c5_a6 1
 pos_a6 order_a6_c5 -1
 pos_a6 order_a6_b4 -1
 pos_b6 zero_at_b6 1
 pos_b6 order_a4_b6 1
 pos_b6 order_c4_b6 1
 pos_b6 order_d5_b6 1
 pos_b6 order_b6_d5 -1
 pos_b6 order_b6_c4 -1
 pos_b6 order_b6_a4 -1
 pos_c6 zero_at_c6 1
 pos_c6 order_b4_c6 1
 pos_c6 order_d4_c6 1
 pos_c6 order_a5_c6 1
 pos_c6 order_e5_c6 1
 pos_c6 order_c6_e5 -1
 pos_c6 order_c6_d4 -1
 pos_c6 order_c6_b4 -1
 pos_c6 order_c6_a5 -1
 pos_d6 zero_at_d6 1
 pos_d6 order_c4_d6 1
 pos_d6 order_e4_d6 1
 pos_d6 order_b5_d6 1
 pos_d6 order_f5_d6 1
 pos_d6 order_d6_f5 -1
 pos_d6 order_d6_e4 -1
 pos_d6 order_d6_c4 -1
 pos_d6 order_d6_b5 -1
 pos_e6 zero_at_e6 1
 pos_e6 order_d4_e6 1
 pos_e6 order_f4_e6 1
 pos_e6 order_c5_e6 1
 pos_e6 order_e6_f4 -1
 pos_e6 order_e6_d4 -1
 pos_e6 order_e6_c5 -1
 pos_f6 zero_at_f6 1
 pos_f6 order_e4_f6 1
 pos_f6 order_d5_f6 1
 pos_f6 order_f6_e4 -1
 pos_f6 order_f6_d5 -1
 zero_a1 one_zero 1
 zero_a1 zero_at_a1 35
 zero_a1 zero_visited_a1 1
 zero_a1 order_c2_a1 36
 zero_a1 order_b3_a1 36
 zero_b1 one_zero 1
 zero_b1 zero_at_b1 35
 zero_b1 zero_visited_b1 1
 zero_b1 order_d2_b1 36
 zero_b1 order_a3_b1 36
 zero_b1 order_c3_b1 36
 zero_c1 one_zero 1
 zero_c1 zero_at_c1 35
 zero_c1 zero_visited_c1 1
 zero_c1 order_a2_c1 36
 zero_c1 order_e2_c1 36
 zero_c1 order_b3_c1 36
 zero_c1 order_d3_c1 36
 zero_d1 one_zero 1
 zero_d1 zero_at_d1 35
 zero_d1 zero_visited_d1 1
 zero_d1 order_b2_d1 36
 zero_d1 order_f2_d1 36
 zero_d1 order_c3_d1 36
 zero_d1 order_e3_d1 36
 zero_e1 one_zero 1
 zero_e1 zero_at_e1 35
 zero_e1 zero_visited_e1 1
 zero_e1 order_c2_e1 36
 zero_e1 order_d3_e1 36
 zero_e1 order_f3_e1 36
 zero_f1 one_zero 1
 zero_f1 zero_at_f1 35
 zero_f1 zero_visited_f1 1
 zero_f1 order_d2_f1 36
 zero_f1 order_e3_f1 36
 zero_a2 one_zero 1
 zero_a2 zero_at_a2 35
 zero_a2 zero_visited_a2 1
 zero_a2 order_c1_a2 36
 zero_a2 order_c3_a2 36
 zero_a2 order_b4_a2 36
 zero_b2 one_zero 1
 zero_b2 zero_at_b2 35
 zero_b2 zero_visited_b2 1
 zero_b2 order_d1_b2 36
 zero_b2 order_d3_b2 36
 zero_b2 order_a4_b2 36
 zero_b2 order_c4_b2 36
 zero_c2 one_zero 1
 zero_c2 zero_at_c2 35
 zero_c2 zero_visited_c2 1
 zero_c2 order_a1_c2 36
 zero_c2 order_e1_c2 36
 zero_c2 order_a3_c2 36
 zero_c2 order_e3_c2 36
 zero_c2 order_b4_c2 36
 zero_c2 order_d4_c2 36
 zero_d2 one_zero 1
 zero_d2 zero_at_d2 35
 zero_d2 zero_visited_d2 1
 zero_d2 order_b1_d2 36
 zero_d2 order_f1_d2 36
 zero_d2 order_b3_d2 36
 zero_d2 order_f3_d2 36
 zero_d2 order_c4_d2 36
 zero_d2 order_e4_d2 36
 zero_e2 one_zero 1
 zero_e2 zero_at_e2 35
 zero_e2 zero_visited_e2 1
 zero_e2 order_c1_e2 36
 zero_e2 order_c3_e2 36
 zero_e2 order_d4_e2 36
 zero_e2 order_f4_e2 36
 zero_f2 one_zero 1
 zero_f2 zero_at_f2 35
 zero_f2 zero_visited_f2 1
 zero_f2 order_d1_f2 36
 zero_f2 order_d3_f2 36
 zero_f2 order_e4_f2 36
 zero_a3 one_zero 1
 zero_a3 zero_at_a3 35
 zero_a3 zero_visited_a3 1
 zero_a3 order_b1_a3 36
 zero_a3 order_c2_a3 36
 zero_a3 order_c4_a3 36
 zero_a3 order_b5_a3 36
 zero_b3 one_zero 1
 zero_b3 zero_at_b3 35
 zero_b3 zero_visited_b3 1
 zero_b3 order_a1_b3 36
 zero_b3 order_c1_b3 36
 zero_b3 order_d2_b3 36
 zero_b3 order_d4_b3 36
 zero_b3 order_a5_b3 36
 zero_b3 order_c5_b3 36
 zero_c3 one_zero 1
 zero_c3 zero_at_c3 35
 zero_c3 zero_visited_c3 1
 zero_c3 order_b1_c3 36
 zero_c3 order_d1_c3 36
 zero_c3 order_a2_c3 36
 zero_c3 order_e2_c3 36
 zero_c3 order_a4_c3 36
 zero_c3 order_e4_c3 36
 zero_c3 order_b5_c3 36
 zero_c3 order_d5_c3 36
 zero_d3 one_zero 1
 zero_d3 zero_at_d3 35
 zero_d3 zero_visited_d3 1
 zero_d3 order_c1_d3 36
 zero_d3 order_e1_d3 36
 zero_d3 order_b2_d3 36
 zero_d3 order_f2_d3 36
 zero_d3 order_b4_d3 36
 zero_d3 order_f4_d3 36
 zero_d3 order_c5_d3 36
 zero_d3 order_e5_d3 36
 zero_e3 one_zero 1
 zero_e3 zero_at_e3 35
 zero_e3 zero_visited_e3 1
 zero_e3 order_d1_e3 36
 zero_e3 order_f1_e3 36
 zero_e3 order_c2_e3 36
 zero_e3 order_c4_e3 36
 zero_e3 order_d5_e3 36
 zero_e3 order_f5_e3 36
 zero_f3 one_zero 1
 zero_f3 zero_at_f3 35
 zero_f3 zero_visited_f3 1
 zero_f3 order_e1_f3 36
 zero_f3 order_d2_f3 36
 zero_f3 order_d4_f3 36
 zero_f3 order_e5_f3 36
 zero_a4 one_zero 1
 zero_a4 zero_at_a4 35
 zero_a4 zero_visited_a4 1
 zero_a4 order_b2_a4 36
 zero_a4 order_c3_a4 36
 zero_a4 order_c5_a4 36
 zero_a4 order_b6_a4 36
 zero_b4 one_zero 1
 zero_b4 zero_at_b4 35
 zero_b4 zero_visited_b4 1
 zero_b4 order_a2_b4 36
 zero_b4 order_c2_b4 36
 zero_b4 order_d3_b4 36
 zero_b4 order_d5_b4 36
 zero_b4 order_a6_b4 36
 zero_b4 order_c6_b4 36
 zero_c4 one_zero 1
 zero_c4 zero_at_c4 35
 zero_c4 zero_visited_c4 1
 zero_c4 order_b2_c4 36
 zero_c4 order_d2_c4 36
 zero_c4 order_a3_c4 36
 zero_c4 order_e3_c4 36
 zero_c4 order_a5_c4 36
 zero_c4 order_e5_c4 36
 zero_c4 order_b6_c4 36
 zero_c4 order_d6_c4 36
 zero_d4 one_zero 1
 zero_d4 zero_at_d4 35
 zero_d4 zero_visited_d4 1
 zero_d4 order_c2_d4 36
 zero_d4 order_e2_d4 36
 zero_d4 order_b3_d4 36
 zero_d4 order_f3_d4 36
 zero_d4 order_b5_d4 36
 zero_d4 order_f5_d4 36
 zero_d4 order_c6_d4 36
 zero_d4 order_e6_d4 36
 zero_e4 one_zero 1
 zero_e4 zero_at_e4 35
 zero_e4 zero_visited_e4 1
 zero_e4 order_d2_e4 36
 zero_e4 order_f2_e4 36
 zero_e4 order_c3_e4 36
 zero_e4 order_c5_e4 36
 zero_e4 order_d6_e4 36
 zero_e4 order_f6_e4 36
 zero_f4 one_zero 1
 zero_f4 zero_at_f4 35
 zero_f4 zero_visited_f4 1
 zero_f4 order_e2_f4 36
 zero_f4 order_d3_f4 36
 zero_f4 order_d5_f4 36
 zero_f4 order_e6_f4 36
 zero_a5 one_zero 1
 zero_a5 zero_at_a5 35
 zero_a5 zero_visited_a5 1
 zero_a5 order_b3_a5 36
 zero_a5 order_c4_a5 36
 zero_a5 order_c6_a5 36
 zero_b5 one_zero 1
 zero_b5 zero_at_b5 35
 zero_b5 zero_visited_b5 1
 zero_b5 order_a3_b5 36
 zero_b5 order_c3_b5 36
 zero_b5 order_d4_b5 36
 zero_b5 order_d6_b5 36
 zero_c5 one_zero 1
 zero_c5 zero_at_c5 35
 zero_c5 zero_visited_c5 1
 zero_c5 order_b3_c5 36
 zero_c5 order_d3_c5 36
 zero_c5 order_a4_c5 36
 zero_c5 order_e4_c5 36
 zero_c5 order_a6_c5 36
 zero_c5 order_e6_c5 36
 zero_d5 one_zero 1
 zero_d5 zero_at_d5 35
 zero_d5 zero_visited_d5 1
 zero_d5 order_c3_d5 36
 zero_d5 order_e3_d5 36
 zero_d5 order_b4_d5 36
 zero_d5 order_f4_d5 36
 zero_d5 order_b6_d5 36
 zero_d5 order_f6_d5 36
 zero_e5 one_zero 1
 zero_e5 zero_at_e5 35
 zero_e5 zero_visited_e5 1
 zero_e5 order_d3_e5 36
 zero_e5 order_f3_e5 36
 zero_e5 order_c4_e5 36
 zero_e5 order_c6_e5 36
 zero_f5 one_zero 1
 zero_f5 zero_at_f5 35
 zero_f5 zero_visited_f5 1
 zero_f5 order_e3_f5 36
 zero_f5 order_d4_f5 36
 zero_f5 order_d6_f5 36
 zero_a6 one_zero 1
 zero_a6 zero_at_a6 35
 zero_a6 zero_visited_a6 1
 zero_a6 order_b4_a6 36
 zero_a6 order_c5_a6 36
 zero_b6 one_zero 1
 zero_b6 zero_at_b6 35
 zero_b6 zero_visited_b6 1
 zero_b6 order_a4_b6 36
 zero_b6 order_c4_b6 36
 zero_b6 order_d5_b6 36
 zero_c6 one_zero 1
 zero_c6 zero_at_c6 35
 zero_c6 zero_visited_c6 1
 zero_c6 order_b4_c6 36
 zero_c6 order_d4_c6 36
 zero_c6 order_a5_c6 36
 zero_c6 order_e5_c6 36
 zero_d6 one_zero 1
 zero_d6 zero_at_d6 35
 zero_d6 zero_visited_d6 1
 zero_d6 order_c4_d6 36
 zero_d6 order_e4_d6 36
 zero_d6 order_b5_d6 36
 zero_d6 order_f5_d6 36
 zero_e6 one_zero 1
 zero_e6 zero_at_e6 35
 zero_e6 zero_visited_e6 1
 zero_e6 order_d4_e6 36
 zero_e6 order_f4_e6 36
 zero_e6 order_c5_e6 36
 zero_f6 one_zero 1
 zero_f6 zero_at_f6 35
 zero_f6 zero_visited_f6 1
 zero_f6 order_e4_f6 36
 zero_f6 order_d5_f6 36
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
 rhs one_zero 1
 rhs zero_at_a1 35
 rhs zero_visited_a1 1
 rhs zero_at_b1 35
 rhs zero_visited_b1 1
 rhs zero_at_c1 35
 rhs zero_visited_c1 1
 rhs zero_at_d1 35
 rhs zero_visited_d1 1
 rhs zero_at_e1 35
 rhs zero_visited_e1 1
 rhs zero_at_f1 35
 rhs zero_visited_f1 1
 rhs zero_at_a2 35
 rhs zero_visited_a2 1
 rhs zero_at_b2 35
 rhs zero_visited_b2 1
 rhs zero_at_c2 35
 rhs zero_visited_c2 1
 rhs zero_at_d2 35
 rhs zero_visited_d2 1
 rhs zero_at_e2 35
 rhs zero_visited_e2 1
 rhs zero_at_f2 35
 rhs zero_visited_f2 1
 rhs zero_at_a3 35
 rhs zero_visited_a3 1
 rhs zero_at_b3 35
 rhs zero_visited_b3 1
 rhs zero_at_c3 35
 rhs zero_visited_c3 1
 rhs zero_at_d3 35
 rhs zero_visited_d3 1
 rhs zero_at_e3 35
 rhs zero_visited_e3 1
 rhs zero_at_f3 35
 rhs zero_visited_f3 1
 rhs zero_at_a4 35
 rhs zero_visited_a4 1
 rhs zero_at_b4 35
 rhs zero_visited_b4 1
 rhs zero_at_c4 35
 rhs zero_visited_c4 1
 rhs zero_at_d4 35
 rhs zero_visited_d4 1
 rhs zero_at_e4 35
 rhs zero_visited_e4 1
 rhs zero_at_f4 35
 rhs zero_visited_f4 1
 rhs zero_at_a5 35
 rhs zero_visited_a5 1
 rhs zero_at_b5 35
 rhs zero_visited_b5 1
 rhs zero_at_c5 35
 rhs zero_visited_c5 1
 rhs zero_at_d5 35
 rhs zero_visited_d5 1
 rhs zero_at_e5 35
 rhs zero_visited_e5 1
 rhs zero_at_f5 35
 rhs zero_visited_f5 1
 rhs zero_at_a6 35
 rhs zero_visited_a6 1
 rhs zero_at_b6 35
 rhs zero_visited_b6 1
 rhs zero_at_c6 35
 rhs zero_visited_c6 1
 rhs zero_at_d6 35
 rhs zero_visited_d6 1
 rhs zero_at_e6 35
 rhs zero_visited_e6 1
 rhs zero_at_f6 35
 rhs zero_visited_f6 1
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
 rhs once_a1_b3 1
 rhs once_a1_c2 1
 rhs once_b1_c3 1
 rhs once_b1_d2 1
 rhs once_b1_a3 1
 rhs once_c1_d3 1
 rhs once_c1_e2 1
 rhs once_c1_a2 1
 rhs once_c1_b3 1
 rhs once_d1_e3 1
 rhs once_d1_f2 1
 rhs once_d1_b2 1
 rhs once_d1_c3 1
 rhs once_e1_f3 1
 rhs once_e1_c2 1
 rhs once_e1_d3 1
 rhs once_f1_d2 1
 rhs once_f1_e3 1
 rhs once_a2_b4 1
 rhs once_a2_c3 1
 rhs once_b2_c4 1
 rhs once_b2_d3 1
 rhs once_b2_a4 1
 rhs once_c2_d4 1
 rhs once_c2_e3 1
 rhs once_c2_a3 1
 rhs once_c2_b4 1
 rhs once_d2_e4 1
 rhs once_d2_f3 1
 rhs once_d2_b3 1
 rhs once_d2_c4 1
 rhs once_e2_f4 1
 rhs once_e2_c3 1
 rhs once_e2_d4 1
 rhs once_f2_d3 1
 rhs once_f2_e4 1
 rhs once_a3_b5 1
 rhs once_a3_c4 1
 rhs once_b3_c5 1
 rhs once_b3_d4 1
 rhs once_b3_a5 1
 rhs once_c3_d5 1
 rhs once_c3_e4 1
 rhs once_c3_a4 1
 rhs once_c3_b5 1
 rhs once_d3_e5 1
 rhs once_d3_f4 1
 rhs once_d3_b4 1
 rhs once_d3_c5 1
 rhs once_e3_f5 1
 rhs once_e3_c4 1
 rhs once_e3_d5 1
 rhs once_f3_d4 1
 rhs once_f3_e5 1
 rhs once_a4_b6 1
 rhs once_a4_c5 1
 rhs once_b4_c6 1
 rhs once_b4_d5 1
 rhs once_b4_a6 1
 rhs once_c4_d6 1
 rhs once_c4_e5 1
 rhs once_c4_a5 1
 rhs once_c4_b6 1
 rhs once_d4_e6 1
 rhs once_d4_f5 1
 rhs once_d4_b5 1
 rhs once_d4_c6 1
 rhs once_e4_f6 1
 rhs once_e4_c5 1
 rhs once_e4_d6 1
 rhs once_f4_d5 1
 rhs once_f4_e6 1
 rhs once_a5_c6 1
 rhs once_b5_d6 1
 rhs once_c5_e6 1
 rhs once_c5_a6 1
 rhs once_d5_f6 1
 rhs once_d5_b6 1
 rhs once_e5_c6 1
 rhs once_f5_d6 1
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
 LO bnd pos_a1 0
 UP bnd pos_a1 35
 LO bnd pos_b1 0
 UP bnd pos_b1 35
 LO bnd pos_c1 0
 UP bnd pos_c1 35
 LO bnd pos_d1 0
 UP bnd pos_d1 35
 LO bnd pos_e1 0
 UP bnd pos_e1 35
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
 LO bnd pos_e2 0
 UP bnd pos_e2 35
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
 LO bnd pos_a4 0
 UP bnd pos_a4 35
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
 LO bnd pos_b5 0
 UP bnd pos_b5 35
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
 LO bnd pos_b6 0
 UP bnd pos_b6 35
 LO bnd pos_c6 0
 UP bnd pos_c6 35
 LO bnd pos_d6 0
 UP bnd pos_d6 35
 LO bnd pos_e6 0
 UP bnd pos_e6 35
 LO bnd pos_f6 0
 UP bnd pos_f6 35
 BV bnd zero_a1
 BV bnd zero_b1
 BV bnd zero_c1
 BV bnd zero_d1
 BV bnd zero_e1
 BV bnd zero_f1
 BV bnd zero_a2
 BV bnd zero_b2
 BV bnd zero_c2
 BV bnd zero_d2
 BV bnd zero_e2
 BV bnd zero_f2
 BV bnd zero_a3
 BV bnd zero_b3
 BV bnd zero_c3
 BV bnd zero_d3
 BV bnd zero_e3
 BV bnd zero_f3
 BV bnd zero_a4
 BV bnd zero_b4
 BV bnd zero_c4
 BV bnd zero_d4
 BV bnd zero_e4
 BV bnd zero_f4
 BV bnd zero_a5
 BV bnd zero_b5
 BV bnd zero_c5
 BV bnd zero_d5
 BV bnd zero_e5
 BV bnd zero_f5
 BV bnd zero_a6
 BV bnd zero_b6
 BV bnd zero_c6
 BV bnd zero_d6
 BV bnd zero_e6
 BV bnd zero_f6
ENDATA
