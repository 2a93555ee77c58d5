* kt-csp board=3x10 leaper=1,2 closed=1 start=- end=-
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
 E out_g1
 E in_g1
 E out_h1
 E in_h1
 E out_i1
 E in_i1
 E out_j1
 E in_j1
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
 E out_g2
 E in_g2
 E out_h2
 E in_h2
 E out_i2
 E in_i2
 E out_j2
 E in_j2
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
 E out_g3
 E in_g3
 E out_h3
 E in_h3
 E out_i3
 E in_i3
 E out_j3
 E in_j3
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
 L carry_arc_e1_g2
 L carry_arc_e1_c2
 L carry_arc_e1_d3
 L carry_arc_f1_g3
 L carry_arc_f1_h2
 L carry_arc_f1_d2
 L carry_arc_f1_e3
 L carry_arc_g1_h3
 L carry_arc_g1_i2
 L carry_arc_g1_e2
 L carry_arc_g1_f3
 L carry_arc_h1_i3
 L carry_arc_h1_j2
 L carry_arc_h1_f2
 L carry_arc_h1_g3
 L carry_arc_i1_j3
 L carry_arc_i1_g2
 L carry_arc_i1_h3
 L carry_arc_j1_h2
 L carry_arc_j1_i3
 L carry_arc_a2_c3
 L carry_arc_a2_c1
 L carry_arc_b2_d3
 L carry_arc_b2_d1
 L carry_arc_c2_e3
 L carry_arc_c2_e1
 L carry_arc_c2_a3
 L carry_arc_d2_f3
 L carry_arc_d2_f1
 L carry_arc_d2_b1
 L carry_arc_d2_b3
 L carry_arc_e2_g3
 L carry_arc_e2_g1
 L carry_arc_e2_c1
 L carry_arc_e2_c3
 L carry_arc_f2_h3
 L carry_arc_f2_h1
 L carry_arc_f2_d1
 L carry_arc_f2_d3
 L carry_arc_g2_i3
 L carry_arc_g2_i1
 L carry_arc_g2_e1
 L carry_arc_g2_e3
 L carry_arc_h2_j3
 L carry_arc_h2_j1
 L carry_arc_h2_f1
 L carry_arc_h2_f3
 L carry_arc_i2_g1
 L carry_arc_i2_g3
 L carry_arc_j2_h1
 L carry_arc_j2_h3
 L carry_arc_a3_c2
 L carry_arc_a3_b1
 L carry_arc_b3_d2
 L carry_arc_b3_c1
 L carry_arc_c3_e2
 L carry_arc_c3_d1
 L carry_arc_c3_b1
 L carry_arc_c3_a2
 L carry_arc_d3_f2
 L carry_arc_d3_e1
 L carry_arc_d3_c1
 L carry_arc_d3_b2
 L carry_arc_e3_g2
 L carry_arc_e3_f1
 L carry_arc_e3_d1
 L carry_arc_e3_c2
 L carry_arc_f3_h2
 L carry_arc_f3_g1
 L carry_arc_f3_e1
 L carry_arc_f3_d2
 L carry_arc_g3_i2
 L carry_arc_g3_h1
 L carry_arc_g3_f1
 L carry_arc_g3_e2
 L carry_arc_h3_j2
 L carry_arc_h3_i1
 L carry_arc_h3_g1
 L carry_arc_h3_f2
 L carry_arc_i3_j1
 L carry_arc_i3_h1
 L carry_arc_i3_g2
 L carry_arc_j3_i1
 L carry_arc_j3_h2
 E send_a1
 E keep_b1
 E keep_c1
 E keep_d1
 E keep_e1
 E keep_f1
 E keep_g1
 E keep_h1
 E keep_i1
 E keep_j1
 E keep_a2
 E keep_b2
 E keep_c2
 E keep_d2
 E keep_e2
 E keep_f2
 E keep_g2
 E keep_h2
 E keep_i2
 E keep_j2
 E keep_a3
 E keep_b3
 E keep_c3
 E keep_d3
 E keep_e3
 E keep_f3
 E keep_g3
 E keep_h3
 E keep_i3
 E keep_j3
COLUMNS
 MARKER 'MARKER' 'INTORG'
 arc_a1_b3 out_a1 1
 arc_a1_b3 in_b3 1
 arc_a1_b3 carry_arc_a1_b3 -29
 arc_a1_c2 out_a1 1
 arc_a1_c2 in_c2 1
 arc_a1_c2 carry_arc_a1_c2 -29
 arc_b1_c3 out_b1 1
 arc_b1_c3 in_c3 1
 arc_b1_c3 carry_arc_b1_c3 -29
 arc_b1_d2 out_b1 1
 arc_b1_d2 in_d2 1
 arc_b1_d2 carry_arc_b1_d2 -29
 arc_b1_a3 out_b1 1
 arc_b1_a3 in_a3 1
 arc_b1_a3 carry_arc_b1_a3 -29
 arc_c1_d3 out_c1 1
 arc_c1_d3 in_d3 1
 arc_c1_d3 carry_arc_c1_d3 -29
 arc_c1_e2 out_c1 1
 arc_c1_e2 in_e2 1
 arc_c1_e2 carry_arc_c1_e2 -29
 arc_c1_a2 out_c1 1
 arc_c1_a2 in_a2 1
 arc_c1_a2 carry_arc_c1_a2 -29
 arc_c1_b3 out_c1 1
 arc_c1_b3 in_b3 1
 arc_c1_b3 carry_arc_c1_b3 -29
 arc_d1_e3 out_d1 1
 arc_d1_e3 in_e3 1
 arc_d1_e3 carry_arc_d1_e3 -29
 arc_d1_f2 out_d1 1
 arc_d1_f2 in_f2 1
 arc_d1_f2 carry_arc_d1_f2 -29
 arc_d1_b2 out_d1 1
 arc_d1_b2 in_b2 1
 arc_d1_b2 carry_arc_d1_b2 -29
 arc_d1_c3 out_d1 1
 arc_d1_c3 in_c3 1
 arc_d1_c3 carry_arc_d1_c3 -29
 arc_e1_f3 out_e1 1
 arc_e1_f3 in_f3 1
 arc_e1_f3 carry_arc_e1_f3 -29
 arc_e1_g2 out_e1 1
 arc_e1_g2 in_g2 1
 arc_e1_g2 carry_arc_e1_g2 -29
 arc_e1_c2 out_e1 1
 arc_e1_c2 in_c2 1
 arc_e1_c2 carry_arc_e1_c2 -29
 arc_e1_d3 out_e1 1
 arc_e1_d3 in_d3 1
 arc_e1_d3 carry_arc_e1_d3 -29
 arc_f1_g3 out_f1 1
 arc_f1_g3 in_g3 1
 arc_f1_g3 carry_arc_f1_g3 -29
 arc_f1_h2 out_f1 1
 arc_f1_h2 in_h2 1
 arc_f1_h2 carry_arc_f1_h2 -29
 arc_f1_d2 out_f1 1
 arc_f1_d2 in_d2 1
 arc_f1_d2 carry_arc_f1_d2 -29
 arc_f1_e3 out_f1 1
 arc_f1_e3 in_e3 1
 arc_f1_e3 carry_arc_f1_e3 -29
 arc_g1_h3 out_g1 1
 arc_g1_h3 in_h3 1
 arc_g1_h3 carry_arc_g1_h3 -29
 arc_g1_i2 out_g1 1
 arc_g1_i2 in_i2 1
 arc_g1_i2 carry_arc_g1_i2 -29
 arc_g1_e2 out_g1 1
 arc_g1_e2 in_e2 1
 arc_g1_e2 carry_arc_g1_e2 -29
 arc_g1_f3 out_g1 1
 arc_g1_f3 in_f3 1
 arc_g1_f3 carry_arc_g1_f3 -29
 arc_h1_i3 out_h1 1
 arc_h1_i3 in_i3 1
 arc_h1_i3 carry_arc_h1_i3 -29
 arc_h1_j2 out_h1 1
 arc_h1_j2 in_j2 1
 arc_h1_j2 carry_arc_h1_j2 -29
 arc_h1_f2 out_h1 1
 arc_h1_f2 in_f2 1
 arc_h1_f2 carry_arc_h1_f2 -29
 arc_h1_g3 out_h1 1
 arc_h1_g3 in_g3 1
 arc_h1_g3 carry_arc_h1_g3 -29
 arc_i1_j3 out_i1 1
 arc_i1_j3 in_j3 1
 arc_i1_j3 carry_arc_i1_j3 -29
 arc_i1_g2 out_i1 1
 arc_i1_g2 in_g2 1
 arc_i1_g2 carry_arc_i1_g2 -29
 arc_i1_h3 out_i1 1
 arc_i1_h3 in_h3 1
 arc_i1_h3 carry_arc_i1_h3 -29
 arc_j1_h2 out_j1 1
 arc_j1_h2 in_h2 1
 arc_j1_h2 carry_arc_j1_h2 -29
 arc_j1_i3 out_j1 1
 arc_j1_i3 in_i3 1
 arc_j1_i3 carry_arc_j1_i3 -29
 arc_a2_c3 out_a2 1
 arc_a2_c3 in_c3 1
 arc_a2_c3 carry_arc_a2_c3 -29
 arc_a2_c1 in_c1 1
 arc_a2_c1 out_a2 1
 arc_a2_c1 carry_arc_a2_c1 -29
 arc_b2_d3 out_b2 1
 arc_b2_d3 in_d3 1
 arc_b2_d3 carry_arc_b2_d3 -29
 arc_b2_d1 in_d1 1
 arc_b2_d1 out_b2 1
 arc_b2_d1 carry_arc_b2_d1 -29
 arc_c2_e3 out_c2 1
 arc_c2_e3 in_e3 1
 arc_c2_e3 carry_arc_c2_e3 -29
 arc_c2_e1 in_e1 1
 arc_c2_e1 out_c2 1
 arc_c2_e1 carry_arc_c2_e1 -29
 arc_c2_a1 in_a1 1
 arc_c2_a1 out_c2 1
 arc_c2_a3 out_c2 1
 arc_c2_a3 in_a3 1
 arc_c2_a3 carry_arc_c2_a3 -29
 arc_d2_f3 out_d2 1
 arc_d2_f3 in_f3 1
 arc_d2_f3 carry_arc_d2_f3 -29
 arc_d2_f1 in_f1 1
 arc_d2_f1 out_d2 1
 arc_d2_f1 carry_arc_d2_f1 -29
 arc_d2_b1 in_b1 1
 arc_d2_b1 out_d2 1
 arc_d2_b1 carry_arc_d2_b1 -29
 arc_d2_b3 out_d2 1
 arc_d2_b3 in_b3 1
 arc_d2_b3 carry_arc_d2_b3 -29
 arc_e2_g3 out_e2 1
 arc_e2_g3 in_g3 1
 arc_e2_g3 carry_arc_e2_g3 -29
 arc_e2_g1 in_g1 1
 arc_e2_g1 out_e2 1
 arc_e2_g1 carry_arc_e2_g1 -29
 arc_e2_c1 in_c1 1
 arc_e2_c1 out_e2 1
 arc_e2_c1 carry_arc_e2_c1 -29
 arc_e2_c3 out_e2 1
 arc_e2_c3 in_c3 1
 arc_e2_c3 carry_arc_e2_c3 -29
 arc_f2_h3 out_f2 1
 arc_f2_h3 in_h3 1
 arc_f2_h3 carry_arc_f2_h3 -29
 arc_f2_h1 in_h1 1
 arc_f2_h1 out_f2 1
 arc_f2_h1 carry_arc_f2_h1 -29
 arc_f2_d1 in_d1 1
 arc_f2_d1 out_f2 1
 arc_f2_d1 carry_arc_f2_d1 -29
 arc_f2_d3 out_f2 1
 arc_f2_d3 in_d3 1
 arc_f2_d3 carry_arc_f2_d3 -29
 arc_g2_i3 out_g2 1
 arc_g2_i3 in_i3 1
 arc_g2_i3 carry_arc_g2_i3 -29
 arc_g2_i1 in_i1 1
 arc_g2_i1 out_g2 1
 arc_g2_i1 carry_arc_g2_i1 -29
 arc_g2_e1 in_e1 1
 arc_g2_e1 out_g2 1
 arc_g2_e1 carry_arc_g2_e1 -29
 arc_g2_e3 out_g2 1
 arc_g2_e3 in_e3 1
 arc_g2_e3 carry_arc_g2_e3 -29
 arc_h2_j3 out_h2 1
 arc_h2_j3 in_j3 1
 arc_h2_j3 carry_arc_h2_j3 -29
 arc_h2_j1 in_j1 1
 arc_h2_j1 out_h2 1
 arc_h2_j1 carry_arc_h2_j1 -29
 arc_h2_f1 in_f1 1
 arc_h2_f1 out_h2 1
 arc_h2_f1 carry_arc_h2_f1 -29
 arc_h2_f3 out_h2 1
 arc_h2_f3 in_f3 1
 arc_h2_f3 carry_arc_h2_f3 -29
 arc_i2_g1 in_g1 1
 arc_i2_g1 out_i2 1
 arc_i2_g1 carry_arc_i2_g1 -29
 arc_i2_g3 out_i2 1
 arc_i2_g3 in_g3 1
 arc_i2_g3 carry_arc_i2_g3 -29
 arc_j2_h1 in_h1 1
 arc_j2_h1 out_j2 1
 arc_j2_h1 carry_arc_j2_h1 -29
 arc_j2_h3 out_j2 1
 arc_j2_h3 in_h3 1
 arc_j2_h3 carry_arc_j2_h3 -29
 arc_a3_c2 in_c2 1
 arc_a3_c2 out_a3 1
 arc_a3_c2 carry_arc_a3_c2 -29
 arc_a3_b1 in_b1 1
 arc_a3_b1 out_a3 1
 arc_a3_b1 carry_arc_a3_b1 -29
 arc_b3_d2 in_d2 1
 arc_b3_d2 out_b3 1
 arc_b3_d2 carry_arc_b3_d2 -29
 arc_b3_c1 in_c1 1
 arc_b3_c1 out_b3 1
 arc_b3_c1 carry_arc_b3_c1 -29
 arc_b3_a1 in_a1 1
 arc_b3_a1 out_b3 1
 arc_c3_e2 in_e2 1
 arc_c3_e2 out_c3 1
 arc_c3_e2 carry_arc_c3_e2 -29
 arc_c3_d1 in_d1 1
 arc_c3_d1 out_c3 1
 arc_c3_d1 carry_arc_c3_d1 -29
 arc_c3_b1 in_b1 1
 arc_c3_b1 out_c3 1
 arc_c3_b1 carry_arc_c3_b1 -29
 arc_c3_a2 in_a2 1
 arc_c3_a2 out_c3 1
 arc_c3_a2 carry_arc_c3_a2 -29
 arc_d3_f2 in_f2 1
 arc_d3_f2 out_d3 1
 arc_d3_f2 carry_arc_d3_f2 -29
 arc_d3_e1 in_e1 1
 arc_d3_e1 out_d3 1
 arc_d3_e1 carry_arc_d3_e1 -29
 arc_d3_c1 in_c1 1
 arc_d3_c1 out_d3 1
 arc_d3_c1 carry_arc_d3_c1 -29
 arc_d3_b2 in_b2 1
 arc_d3_b2 out_d3 1
 arc_d3_b2 carry_arc_d3_b2 -29
 arc_e3_g2 in_g2 1
 arc_e3_g2 out_e3 1
 arc_e3_g2 carry_arc_e3_g2 -29
 arc_e3_f1 in_f1 1
 arc_e3_f1 out_e3 1
 arc_e3_f1 carry_arc_e3_f1 -29
 arc_e3_d1 in_d1 1
 arc_e3_d1 out_e3 1
 arc_e3_d1 carry_arc_e3_d1 -29
 arc_e3_c2 in_c2 1
 arc_e3_c2 out_e3 1
 arc_e3_c2 carry_arc_e3_c2 -29
 arc_f3_h2 in_h2 1
 arc_f3_h2 out_f3 1
 arc_f3_h2 carry_arc_f3_h2 -29
 arc_f3_g1 in_g1 1
 arc_f3_g1 out_f3 1
 arc_f3_g1 carry_arc_f3_g1 -29
 arc_f3_e1 in_e1 1
 arc_f3_e1 out_f3 1
 arc_f3_e1 carry_arc_f3_e1 -29
 arc_f3_d2 in_d2 1
 arc_f3_d2 out_f3 1
 arc_f3_d2 carry_arc_f3_d2 -29
 arc_g3_i2 in_i2 1
 arc_g3_i2 out_g3 1
 arc_g3_i2 carry_arc_g3_i2 -29
 arc_g3_h1 in_h1 1
 arc_g3_h1 out_g3 1
 arc_g3_h1 carry_arc_g3_h1 -29
 arc_g3_f1 in_f1 1
 arc_g3_f1 out_g3 1
 arc_g3_f1 carry_arc_g3_f1 -29
 arc_g3_e2 in_e2 1
 arc_g3_e2 out_g3 1
 arc_g3_e2 carry_arc_g3_e2 -29
 arc_h3_j2 in_j2 1
 arc_h3_j2 out_h3 1
 arc_h3_j2 carry_arc_h3_j2 -29
 arc_h3_i1 in_i1 1
 arc_h3_i1 out_h3 1
 arc_h3_i1 carry_arc_h3_i1 -29
 arc_h3_g1 in_g1 1
 arc_h3_g1 out_h3 1
 arc_h3_g1 carry_arc_h3_g1 -29
 arc_h3_f2 in_f2 1
 arc_h3_f2 out_h3 1
 arc_h3_f2 carry_arc_h3_f2 -29
 arc_i3_j1 in_j1 1
 arc_i3_j1 out_i3 1
 arc_i3_j1 carry_arc_i3_j1 -29
 arc_i3_h1 in_h1 1
 arc_i3_h1 out_i3 1
 arc_i3_h1 carry_arc_i3_h1 -29
 arc_i3_g2 in_g2 1
 arc_i3_g2 out_i3 1
 arc_i3_g2 carry_arc_i3_g2 -29
 arc_j3_i1 in_i1 1
 arc_j3_i1 out_j3 1
 arc_j3_i1 carry_arc_j3_i1 -29
 arc_j3_h2 in_h2 1
 arc_j3_h2 out_j3 1
 arc_j3_h2 carry_arc_j3_h2 -29
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
 flow_arc_e1_g2 carry_arc_e1_g2 1
 flow_arc_e1_g2 keep_e1 1
 flow_arc_e1_g2 keep_g2 -1
 flow_arc_e1_c2 carry_arc_e1_c2 1
 flow_arc_e1_c2 keep_e1 1
 flow_arc_e1_c2 keep_c2 -1
 flow_arc_e1_d3 carry_arc_e1_d3 1
 flow_arc_e1_d3 keep_e1 1
 flow_arc_e1_d3 keep_d3 -1
 flow_arc_f1_g3 carry_arc_f1_g3 1
 flow_arc_f1_g3 keep_f1 1
 flow_arc_f1_g3 keep_g3 -1
 flow_arc_f1_h2 carry_arc_f1_h2 1
 flow_arc_f1_h2 keep_f1 1
 flow_arc_f1_h2 keep_h2 -1
 flow_arc_f1_d2 carry_arc_f1_d2 1
 flow_arc_f1_d2 keep_f1 1
 flow_arc_f1_d2 keep_d2 -1
 flow_arc_f1_e3 carry_arc_f1_e3 1
 flow_arc_f1_e3 keep_f1 1
 flow_arc_f1_e3 keep_e3 -1
 flow_arc_g1_h3 carry_arc_g1_h3 1
 flow_arc_g1_h3 keep_g1 1
 flow_arc_g1_h3 keep_h3 -1
 flow_arc_g1_i2 carry_arc_g1_i2 1
 flow_arc_g1_i2 keep_g1 1
 flow_arc_g1_i2 keep_i2 -1
 flow_arc_g1_e2 carry_arc_g1_e2 1
 flow_arc_g1_e2 keep_g1 1
 flow_arc_g1_e2 keep_e2 -1
 flow_arc_g1_f3 carry_arc_g1_f3 1
 flow_arc_g1_f3 keep_g1 1
 flow_arc_g1_f3 keep_f3 -1
 flow_arc_h1_i3 carry_arc_h1_i3 1
 flow_arc_h1_i3 keep_h1 1
 flow_arc_h1_i3 keep_i3 -1
 flow_arc_h1_j2 carry_arc_h1_j2 1
 flow_arc_h1_j2 keep_h1 1
 flow_arc_h1_j2 keep_j2 -1
 flow_arc_h1_f2 carry_arc_h1_f2 1
 flow_arc_h1_f2 keep_h1 1
 flow_arc_h1_f2 keep_f2 -1
 flow_arc_h1_g3 carry_arc_h1_g3 1
 flow_arc_h1_g3 keep_h1 1
 flow_arc_h1_g3 keep_g3 -1
 flow_arc_i1_j3 carry_arc_i1_j3 1
 flow_arc_i1_j3 keep_i1 1
 flow_arc_i1_j3 keep_j3 -1
 flow_arc_i1_g2 carry_arc_i1_g2 1
 flow_arc_i1_g2 keep_i1 1
 flow_arc_i1_g2 keep_g2 -1
 flow_arc_i1_h3 carry_arc_i1_h3 1
 flow_arc_i1_h3 keep_i1 1
 flow_arc_i1_h3 keep_h3 -1
 flow_arc_j1_h2 carry_arc_j1_h2 1
 flow_arc_j1_h2 keep_j1 1
 flow_arc_j1_h2 keep_h2 -1
 flow_arc_j1_i3 carry_arc_j1_i3 1
 flow_arc_j1_i3 keep_j1 1
 flow_arc_j1_i3 keep_i3 -1
 flow_arc_a2_c3 carry_arc_a2_c3 1
 flow_arc_a2_c3 keep_a2 1
 flow_arc_a2_c3 keep_c3 -1
 flow_arc_a2_c1 carry_arc_a2_c1 1
 flow_arc_a2_c1 keep_c1 -1
 flow_arc_a2_c1 keep_a2 1
 flow_arc_b2_d3 carry_arc_b2_d3 1
 flow_arc_b2_d3 keep_b2 1
 flow_arc_b2_d3 keep_d3 -1
 flow_arc_b2_d1 carry_arc_b2_d1 1
 flow_arc_b2_d1 keep_d1 -1
 flow_arc_b2_d1 keep_b2 1
 flow_arc_c2_e3 carry_arc_c2_e3 1
 flow_arc_c2_e3 keep_c2 1
 flow_arc_c2_e3 keep_e3 -1
 flow_arc_c2_e1 carry_arc_c2_e1 1
 flow_arc_c2_e1 keep_e1 -1
 flow_arc_c2_e1 keep_c2 1
 flow_arc_c2_a3 carry_arc_c2_a3 1
 flow_arc_c2_a3 keep_c2 1
 flow_arc_c2_a3 keep_a3 -1
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
 flow_arc_e2_g3 carry_arc_e2_g3 1
 flow_arc_e2_g3 keep_e2 1
 flow_arc_e2_g3 keep_g3 -1
 flow_arc_e2_g1 carry_arc_e2_g1 1
 flow_arc_e2_g1 keep_g1 -1
 flow_arc_e2_g1 keep_e2 1
 flow_arc_e2_c1 carry_arc_e2_c1 1
 flow_arc_e2_c1 keep_c1 -1
 flow_arc_e2_c1 keep_e2 1
 flow_arc_e2_c3 carry_arc_e2_c3 1
 flow_arc_e2_c3 keep_e2 1
 flow_arc_e2_c3 keep_c3 -1
 flow_arc_f2_h3 carry_arc_f2_h3 1
 flow_arc_f2_h3 keep_f2 1
 flow_arc_f2_h3 keep_h3 -1
 flow_arc_f2_h1 carry_arc_f2_h1 1
 flow_arc_f2_h1 keep_h1 -1
 flow_arc_f2_h1 keep_f2 1
 flow_arc_f2_d1 carry_arc_f2_d1 1
 flow_arc_f2_d1 keep_d1 -1
 flow_arc_f2_d1 keep_f2 1
 flow_arc_f2_d3 carry_arc_f2_d3 1
 flow_arc_f2_d3 keep_f2 1
 flow_arc_f2_d3 keep_d3 -1
 flow_arc_g2_i3 carry_arc_g2_i3 1
 flow_arc_g2_i3 keep_g2 1
 flow_arc_g2_i3 keep_i3 -1
 flow_arc_g2_i1 carry_arc_g2_i1 1
 flow_arc_g2_i1 keep_i1 -1
 flow_arc_g2_i1 keep_g2 1
 flow_arc_g2_e1 carry_arc_g2_e1 1
 flow_arc_g2_e1 keep_e1 -1
 flow_arc_g2_e1 keep_g2 1
 flow_arc_g2_e3 carry_arc_g2_e3 1
 flow_arc_g2_e3 keep_g2 1
 flow_arc_g2_e3 keep_e3 -1
 flow_arc_h2_j3 carry_arc_h2_j3 1
 flow_arc_h2_j3 keep_h2 1
 flow_arc_h2_j3 keep_j3 -1
 flow_arc_h2_j1 carry_arc_h2_j1 1
 flow_arc_h2_j1 keep_j1 -1
 flow_arc_h2_j1 keep_h2 1
 flow_arc_h2_f1 carry_arc_h2_f1 1
 flow_arc_h2_f1 keep_f1 -1
 flow_arc_h2_f1 keep_h2 1
 flow_arc_h2_f3 carry_arc_h2_f3 1
 flow_arc_h2_f3 keep_h2 1
 flow_arc_h2_f3 keep_f3 -1
 flow_arc_i2_g1 carry_arc_i2_g1 1
 flow_arc_i2_g1 keep_g1 -1
 flow_arc_i2_g1 keep_i2 1
 flow_arc_i2_g3 carry_arc_i2_g3 1
 flow_arc_i2_g3 keep_i2 1
 flow_arc_i2_g3 keep_g3 -1
 flow_arc_j2_h1 carry_arc_j2_h1 1
 flow_arc_j2_h1 keep_h1 -1
 flow_arc_j2_h1 keep_j2 1
 flow_arc_j2_h3 carry_arc_j2_h3 1
 flow_arc_j2_h3 keep_j2 1
 flow_arc_j2_h3 keep_h3 -1
 flow_arc_a3_c2 carry_arc_a3_c2 1
 flow_arc_a3_c2 keep_c2 -1
 flow_arc_a3_c2 keep_a3 1
 flow_arc_a3_b1 carry_arc_a3_b1 1
 flow_arc_a3_b1 keep_b1 -1
 flow_arc_a3_b1 keep_a3 1
 flow_arc_b3_d2 carry_arc_b3_d2 1
 flow_arc_b3_d2 keep_d2 -1
 flow_arc_b3_d2 keep_b3 1
 flow_arc_b3_c1 carry_arc_b3_c1 1
 flow_arc_b3_c1 keep_c1 -1
 flow_arc_b3_c1 keep_b3 1
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
 flow_arc_e3_g2 carry_arc_e3_g2 1
 flow_arc_e3_g2 keep_g2 -1
 flow_arc_e3_g2 keep_e3 1
 flow_arc_e3_f1 carry_arc_e3_f1 1
 flow_arc_e3_f1 keep_f1 -1
 flow_arc_e3_f1 keep_e3 1
 flow_arc_e3_d1 carry_arc_e3_d1 1
 flow_arc_e3_d1 keep_d1 -1
 flow_arc_e3_d1 keep_e3 1
 flow_arc_e3_c2 carry_arc_e3_c2 1
 flow_arc_e3_c2 keep_c2 -1
 flow_arc_e3_c2 keep_e3 1
 flow_arc_f3_h2 carry_arc_f3_h2 1
 flow_arc_f3_h2 keep_h2 -1
 flow_arc_f3_h2 keep_f3 1
 flow_arc_f3_g1 carry_arc_f3_g1 1
 flow_arc_f3_g1 keep_g1 -1
 flow_arc_f3_g1 keep_f3 1
 flow_arc_f3_e1 carry_arc_f3_e1 1
 flow_arc_f3_e1 keep_e1 -1
 flow_arc_f3_e1 keep_f3 1
 flow_arc_f3_d2 carry_arc_f3_d2 1
 flow_arc_f3_d2 keep_d2 -1
 flow_arc_f3_d2 keep_f3 1
 flow_arc_g3_i2 carry_arc_g3_i2 1
 flow_arc_g3_i2 keep_i2 -1
 flow_arc_g3_i2 keep_g3 1
 flow_arc_g3_h1 carry_arc_g3_h1 1
 flow_arc_g3_h1 keep_h1 -1
 flow_arc_g3_h1 keep_g3 1
 flow_arc_g3_f1 carry_arc_g3_f1 1
 flow_arc_g3_f1 keep_f1 -1
 flow_arc_g3_f1 keep_g3 1
 flow_arc_g3_e2 carry_arc_g3_e2 1
 flow_arc_g3_e2 keep_e2 -1
 flow_arc_g3_e2 keep_g3 1
 flow_arc_h3_j2 carry_arc_h3_j2 1
 flow_arc_h3_j2 keep_j2 -1
 flow_arc_h3_j2 keep_h3 1
 flow_arc_h3_i1 carry_arc_h3_i1 1
 flow_arc_h3_i1 keep_i1 -1
 flow_arc_h3_i1 keep_h3 1
 flow_arc_h3_g1 carry_arc_h3_g1 1
 flow_arc_h3_g1 keep_g1 -1
 flow_arc_h3_g1 keep_h3 1
 flow_arc_h3_f2 carry_arc_h3_f2 1
 flow_arc_h3_f2 keep_f2 -1
 flow_arc_h3_f2 keep_h3 1
 flow_arc_i3_j1 carry_arc_i3_j1 1
 flow_arc_i3_j1 keep_j1 -1
 flow_arc_i3_j1 keep_i3 1
 flow_arc_i3_h1 carry_arc_i3_h1 1
 flow_arc_i3_h1 keep_h1 -1
 flow_arc_i3_h1 keep_i3 1
 flow_arc_i3_g2 carry_arc_i3_g2 1
 flow_arc_i3_g2 keep_g2 -1
 flow_arc_i3_g2 keep_i3 1
 flow_arc_j3_i1 carry_arc_j3_i1 1
 flow_arc_j3_i1 keep_i1 -1
 flow_arc_j3_i1 keep_j3 1
 flow_arc_j3_h2 carry_arc_j3_h2 1
 flow_arc_j3_h2 keep_h2 -1
 flow_arc_j3_h2 keep_j3 1
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
 rhs out_g1 1
 rhs in_g1 1
 rhs out_h1 1
 rhs in_h1 1
 rhs out_i1 1
 rhs in_i1 1
 rhs out_j1 1
 rhs in_j1 1
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
 rhs out_g2 1
 rhs in_g2 1
 rhs out_h2 1
 rhs in_h2 1
 rhs out_i2 1
 rhs in_i2 1
 rhs out_j2 1
 rhs in_j2 1
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
 rhs out_g3 1
 rhs in_g3 1
 rhs out_h3 1
 rhs in_h3 1
 rhs out_i3 1
 rhs in_i3 1
 rhs out_j3 1
 rhs in_j3 1
 rhs send_a1 29
 rhs keep_b1 -1
 rhs keep_c1 -1
 rhs keep_d1 -1
 rhs keep_e1 -1
 rhs keep_f1 -1
 rhs keep_g1 -1
 rhs keep_h1 -1
 rhs keep_i1 -1
 rhs keep_j1 -1
 rhs keep_a2 -1
 rhs keep_b2 -1
 rhs keep_c2 -1
 rhs keep_d2 -1
 rhs keep_e2 -1
 rhs keep_f2 -1
 rhs keep_g2 -1
 rhs keep_h2 -1
 rhs keep_i2 -1
 rhs keep_j2 -1
 rhs keep_a3 -1
 rhs keep_b3 -1
 rhs keep_c3 -1
 rhs keep_d3 -1
 rhs keep_e3 -1
 rhs keep_f3 -1
 rhs keep_g3 -1
 rhs keep_h3 -1
 rhs keep_i3 -1
 rhs keep_j3 -1
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
 BV bnd arc_e1_g2
 BV bnd arc_e1_c2
 BV bnd arc_e1_d3
 BV bnd arc_f1_g3
 BV bnd arc_f1_h2
 BV bnd arc_f1_d2
 BV bnd arc_f1_e3
 BV bnd arc_g1_h3
 BV bnd arc_g1_i2
 BV bnd arc_g1_e2
 BV bnd arc_g1_f3
 BV bnd arc_h1_i3
 BV bnd arc_h1_j2
 BV bnd arc_h1_f2
 BV bnd arc_h1_g3
 BV bnd arc_i1_j3
 BV bnd arc_i1_g2
 BV bnd arc_i1_h3
 BV bnd arc_j1_h2
 BV bnd arc_j1_i3
 BV bnd arc_a2_c3
 BV bnd arc_a2_c1
 BV bnd arc_b2_d3
 BV bnd arc_b2_d1
 BV bnd arc_c2_e3
 BV bnd arc_c2_e1
 BV bnd arc_c2_a1
 BV bnd arc_c2_a3
 BV bnd arc_d2_f3
 BV bnd arc_d2_f1
 BV bnd arc_d2_b1
 BV bnd arc_d2_b3
 BV bnd arc_e2_g3
 BV bnd arc_e2_g1
 BV bnd arc_e2_c1
 BV bnd arc_e2_c3
 BV bnd arc_f2_h3
 BV bnd arc_f2_h1
 BV bnd arc_f2_d1
 BV bnd arc_f2_d3
 BV bnd arc_g2_i3
 BV bnd arc_g2_i1
 BV bnd arc_g2_e1
 BV bnd arc_g2_e3
 BV bnd arc_h2_j3
 BV bnd arc_h2_j1
 BV bnd arc_h2_f1
 BV bnd arc_h2_f3
 BV bnd arc_i2_g1
 BV bnd arc_i2_g3
 BV bnd arc_j2_h1
 BV bnd arc_j2_h3
 BV bnd arc_a3_c2
 BV bnd arc_a3_b1
 BV bnd arc_b3_d2
 BV bnd arc_b3_c1
 BV bnd arc_b3_a1
 BV bnd arc_c3_e2
 BV bnd arc_c3_d1
 BV bnd arc_c3_b1
 BV bnd arc_c3_a2
 BV bnd arc_d3_f2
 BV bnd arc_d3_e1
 BV bnd arc_d3_c1
 BV bnd arc_d3_b2
 BV bnd arc_e3_g2
 BV bnd arc_e3_f1
 BV bnd arc_e3_d1
 BV bnd arc_e3_c2
 BV bnd arc_f3_h2
 BV bnd arc_f3_g1
 BV bnd arc_f3_e1
 BV bnd arc_f3_d2
 BV bnd arc_g3_i2
 BV bnd arc_g3_h1
 BV bnd arc_g3_f1
 BV bnd arc_g3_e2
 BV bnd arc_h3_j2
 BV bnd arc_h3_i1
 BV bnd arc_h3_g1
 BV bnd arc_h3_f2
 BV bnd arc_i3_j1
 BV bnd arc_i3_h1
 BV bnd arc_i3_g2
 BV bnd arc_j3_i1
 BV bnd arc_j3_h2
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
 LO bnd flow_arc_e1_g2 0
 UP bnd flow_arc_e1_g2 29
 LO bnd flow_arc_e1_c2 0
 UP bnd flow_arc_e1_c2 29
 LO bnd flow_arc_e1_d3 0
 UP bnd flow_arc_e1_d3 29
 LO bnd flow_arc_f1_g3 0
 UP bnd flow_arc_f1_g3 29
 LO bnd flow_arc_f1_h2 0
 UP bnd flow_arc_f1_h2 29
 LO bnd flow_arc_f1_d2 0
 UP bnd flow_arc_f1_d2 29
 LO bnd flow_arc_f1_e3 0
 UP bnd flow_arc_f1_e3 29
 LO bnd flow_arc_g1_h3 0
 UP bnd flow_arc_g1_h3 29
 LO bnd flow_arc_g1_i2 0
 UP bnd flow_arc_g1_i2 29
 LO bnd flow_arc_g1_e2 0
 UP bnd flow_arc_g1_e2 29
 LO bnd flow_arc_g1_f3 0
 UP bnd flow_arc_g1_f3 29
 LO bnd flow_arc_h1_i3 0
 UP bnd flow_arc_h1_i3 29
 LO bnd flow_arc_h1_j2 0
 UP bnd flow_arc_h1_j2 29
 LO bnd flow_arc_h1_f2 0
 UP bnd flow_arc_h1_f2 29
 LO bnd flow_arc_h1_g3 0
 UP bnd flow_arc_h1_g3 29
 LO bnd flow_arc_i1_j3 0
 UP bnd flow_arc_i1_j3 29
 LO bnd flow_arc_i1_g2 0
 UP bnd flow_arc_i1_g2 29
 LO bnd flow_arc_i1_h3 0
 UP bnd flow_arc_i1_h3 29
 LO bnd flow_arc_j1_h2 0
 UP bnd flow_arc_j1_h2 29
 LO bnd flow_arc_j1_i3 0
 UP bnd flow_arc_j1_i3 29
 LO bnd flow_arc_a2_c3 0
 UP bnd flow_arc_a2_c3 29
 LO bnd flow_arc_a2_c1 0
 UP bnd flow_arc_a2_c1 29
 LO bnd flow_arc_b2_d3 0
 UP bnd flow_arc_b2_d3 29
 LO bnd flow_arc_b2_d1 0
 UP bnd flow_arc_b2_d1 29
 LO bnd flow_arc_c2_e3 0
 UP bnd flow_arc_c2_e3 29
 LO bnd flow_arc_c2_e1 0
 UP bnd flow_arc_c2_e1 29
 LO bnd flow_arc_c2_a3 0
 UP bnd flow_arc_c2_a3 29
 LO bnd flow_arc_d2_f3 0
 UP bnd flow_arc_d2_f3 29
 LO bnd flow_arc_d2_f1 0
 UP bnd flow_arc_d2_f1 29
 LO bnd flow_arc_d2_b1 0
 UP bnd flow_arc_d2_b1 29
 LO bnd flow_arc_d2_b3 0
 UP bnd flow_arc_d2_b3 29
 LO bnd flow_arc_e2_g3 0
 UP bnd flow_arc_e2_g3 29
 LO bnd flow_arc_e2_g1 0
 UP bnd flow_arc_e2_g1 29
 LO bnd flow_arc_e2_c1 0
 UP bnd flow_arc_e2_c1 29
 LO bnd flow_arc_e2_c3 0
 UP bnd flow_arc_e2_c3 29
 LO bnd flow_arc_f2_h3 0
 UP bnd flow_arc_f2_h3 29
 LO bnd flow_arc_f2_h1 0
 UP bnd flow_arc_f2_h1 29
 LO bnd flow_arc_f2_d1 0
 UP bnd flow_arc_f2_d1 29
 LO bnd flow_arc_f2_d3 0
 UP bnd flow_arc_f2_d3 29
 LO bnd flow_arc_g2_i3 0
 UP bnd flow_arc_g2_i3 29
 LO bnd flow_arc_g2_i1 0
 UP bnd flow_arc_g2_i1 29
 LO bnd flow_arc_g2_e1 0
 UP bnd flow_arc_g2_e1 29
 LO bnd flow_arc_g2_e3 0
 UP bnd flow_arc_g2_e3 29
 LO bnd flow_arc_h2_j3 0
 UP bnd flow_arc_h2_j3 29
 LO bnd flow_arc_h2_j1 0
 UP bnd flow_arc_h2_j1 29
 LO bnd flow_arc_h2_f1 0
 UP bnd flow_arc_h2_f1 29
 LO bnd flow_arc_h2_f3 0
 UP bnd flow_arc_h2_f3 29
 LO bnd flow_arc_i2_g1 0
 UP bnd flow_arc_i2_g1 29
 LO bnd flow_arc_i2_g3 0
 UP bnd flow_arc_i2_g3 29
 LO bnd flow_arc_j2_h1 0
 UP bnd flow_arc_j2_h1 29
 LO bnd flow_arc_j2_h3 0
 UP bnd flow_arc_j2_h3 29
 LO bnd flow_arc_a3_c2 0
 UP bnd flow_arc_a3_c2 29
 LO bnd flow_arc_a3_b1 0
 UP bnd flow_arc_a3_b1 29
 LO bnd flow_arc_b3_d2 0
 UP bnd flow_arc_b3_d2 29
 LO bnd flow_arc_b3_c1 0
 UP bnd flow_arc_b3_c1 29
 LO bnd flow_arc_c3_e2 0
 UP bnd flow_arc_c3_e2 29
 LO bnd flow_arc_c3_d1 0
 UP bnd flow_arc_c3_d1 29
 LO bnd flow_arc_c3_b1 0
 UP bnd flow_arc_c3_b1 29
 LO bnd flow_arc_c3_a2 0
 UP bnd flow_arc_c3_a2 29
 LO bnd flow_arc_d3_f2 0
 UP bnd flow_arc_d3_f2 29
 LO bnd flow_arc_d3_e1 0
 UP bnd flow_arc_d3_e1 29
 LO bnd flow_arc_d3_c1 0
 UP bnd flow_arc_d3_c1 29
 LO bnd flow_arc_d3_b2 0
 UP bnd flow_arc_d3_b2 29
 LO bnd flow_arc_e3_g2 0
 UP bnd flow_arc_e3_g2 29
 LO bnd flow_arc_e3_f1 0
 UP bnd flow_arc_e3_f1 29
 LO bnd flow_arc_e3_d1 0
 UP bnd flow_arc_e3_d1 29
 LO bnd flow_arc_e3_c2 0
 UP bnd flow_arc_e3_c2 29
 LO bnd flow_arc_f3_h2 0
 UP bnd flow_arc_f3_h2 29
 LO bnd flow_arc_f3_g1 0
 UP bnd flow_arc_f3_g1 29
 LO bnd flow_arc_f3_e1 0
 UP bnd flow_arc_f3_e1 29
 LO bnd flow_arc_f3_d2 0
 UP bnd flow_arc_f3_d2 29
 LO bnd flow_arc_g3_i2 0
 UP bnd flow_arc_g3_i2 29
 LO bnd flow_arc_g3_h1 0
 UP bnd flow_arc_g3_h1 29
 LO bnd flow_arc_g3_f1 0
 UP bnd flow_arc_g3_f1 29
 LO bnd flow_arc_g3_e2 0
 UP bnd flow_arc_g3_e2 29
 LO bnd flow_arc_h3_j2 0
 UP bnd flow_arc_h3_j2 29
 LO bnd flow_arc_h3_i1 0
 UP bnd flow_arc_h3_i1 29
 LO bnd flow_arc_h3_g1 0
 UP bnd flow_arc_h3_g1 29
 LO bnd flow_arc_h3_f2 0
 UP bnd flow_arc_h3_f2 29
 LO bnd flow_arc_i3_j1 0
 UP bnd flow_arc_i3_j1 29
 LO bnd flow_arc_i3_h1 0
 UP bnd flow_arc_i3_h1 29
 LO bnd flow_arc_i3_g2 0
 UP bnd flow_arc_i3_g2 29
 LO bnd flow_arc_j3_i1 0
 UP bnd flow_arc_j3_i1 29
 LO bnd flow_arc_j3_h2 0
 UP bnd flow_arc_j3_h2 29
ENDATA
