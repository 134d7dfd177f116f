/* ak-eval-weights.c — the evaluation's weights, made by
 *
 *   adji-kui-cli train --games 1000 --seed 1 --depth 8 --outcome 25
 *
 * Generated: do not edit; run the command again (with --output) to
 * remake it.  Weights are in hundredths of a seed times 2^6, one per
 * feature of ak-eval.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ak-eval.h"

/* adji-kui-1: 43137 positions; the fit's error 5.99 seeds (root mean square),
 * the classic estimate's 8.24. */
const AkEvalWeights ak_eval_weights_adji_kui_1 = {
  .variant = AK_VARIANT_ADJI_KUI_1,
  .weights = {
      -1826, /*   0 tempo */
     -14729, /*   1 hole 0 mine 0 */
     -10159, /*   2 hole 0 mine 1 */
       6084, /*   3 hole 0 mine 2 */
      12131, /*   4 hole 0 mine 3 */
      14462, /*   5 hole 0 mine 4 */
      13865, /*   6 hole 0 mine 5-6 */
      -3499, /*   7 hole 0 mine 7-9 */
     -19981, /*   8 hole 0 mine 10+ */
          0, /*   9 hole 0 theirs 0 */
          0, /*  10 hole 0 theirs 1 */
          0, /*  11 hole 0 theirs 2 */
          0, /*  12 hole 0 theirs 3 */
          0, /*  13 hole 0 theirs 4 */
          0, /*  14 hole 0 theirs 5-6 */
          0, /*  15 hole 0 theirs 7-9 */
          0, /*  16 hole 0 theirs 10+ */
     -12670, /*  17 hole 1 mine 0 */
      -8496, /*  18 hole 1 mine 1 */
       9298, /*  19 hole 1 mine 2 */
      13585, /*  20 hole 1 mine 3 */
      16761, /*  21 hole 1 mine 4 */
       9316, /*  22 hole 1 mine 5-6 */
      -6796, /*  23 hole 1 mine 7-9 */
     -22824, /*  24 hole 1 mine 10+ */
          0, /*  25 hole 1 theirs 0 */
          0, /*  26 hole 1 theirs 1 */
          0, /*  27 hole 1 theirs 2 */
          0, /*  28 hole 1 theirs 3 */
          0, /*  29 hole 1 theirs 4 */
          0, /*  30 hole 1 theirs 5-6 */
          0, /*  31 hole 1 theirs 7-9 */
          0, /*  32 hole 1 theirs 10+ */
      -5987, /*  33 hole 2 mine 0 */
       1115, /*  34 hole 2 mine 1 */
       9602, /*  35 hole 2 mine 2 */
      12986, /*  36 hole 2 mine 3 */
      11517, /*  37 hole 2 mine 4 */
       3320, /*  38 hole 2 mine 5-6 */
     -11719, /*  39 hole 2 mine 7-9 */
     -22659, /*  40 hole 2 mine 10+ */
          0, /*  41 hole 2 theirs 0 */
          0, /*  42 hole 2 theirs 1 */
          0, /*  43 hole 2 theirs 2 */
          0, /*  44 hole 2 theirs 3 */
          0, /*  45 hole 2 theirs 4 */
          0, /*  46 hole 2 theirs 5-6 */
          0, /*  47 hole 2 theirs 7-9 */
          0, /*  48 hole 2 theirs 10+ */
      -2017, /*  49 hole 3 mine 0 */
       4191, /*  50 hole 3 mine 1 */
      11554, /*  51 hole 3 mine 2 */
      11594, /*  52 hole 3 mine 3 */
       8618, /*  53 hole 3 mine 4 */
      -1020, /*  54 hole 3 mine 5-6 */
     -16841, /*  55 hole 3 mine 7-9 */
     -17905, /*  56 hole 3 mine 10+ */
          0, /*  57 hole 3 theirs 0 */
          0, /*  58 hole 3 theirs 1 */
          0, /*  59 hole 3 theirs 2 */
          0, /*  60 hole 3 theirs 3 */
          0, /*  61 hole 3 theirs 4 */
          0, /*  62 hole 3 theirs 5-6 */
          0, /*  63 hole 3 theirs 7-9 */
          0, /*  64 hole 3 theirs 10+ */
       1111, /*  65 hole 4 mine 0 */
       7215, /*  66 hole 4 mine 1 */
       6874, /*  67 hole 4 mine 2 */
       8644, /*  68 hole 4 mine 3 */
       5042, /*  69 hole 4 mine 4 */
      -4556, /*  70 hole 4 mine 5-6 */
     -15463, /*  71 hole 4 mine 7-9 */
     -10692, /*  72 hole 4 mine 10+ */
          0, /*  73 hole 4 theirs 0 */
          0, /*  74 hole 4 theirs 1 */
          0, /*  75 hole 4 theirs 2 */
          0, /*  76 hole 4 theirs 3 */
          0, /*  77 hole 4 theirs 4 */
          0, /*  78 hole 4 theirs 5-6 */
          0, /*  79 hole 4 theirs 7-9 */
          0, /*  80 hole 4 theirs 10+ */
       5984, /*  81 hole 5 mine 0 */
      13412, /*  82 hole 5 mine 1 */
       6551, /*  83 hole 5 mine 2 */
       4981, /*  84 hole 5 mine 3 */
      -1719, /*  85 hole 5 mine 4 */
     -11623, /*  86 hole 5 mine 5-6 */
     -14585, /*  87 hole 5 mine 7-9 */
      -4827, /*  88 hole 5 mine 10+ */
          0, /*  89 hole 5 theirs 0 */
          0, /*  90 hole 5 theirs 1 */
          0, /*  91 hole 5 theirs 2 */
          0, /*  92 hole 5 theirs 3 */
          0, /*  93 hole 5 theirs 4 */
          0, /*  94 hole 5 theirs 5-6 */
          0, /*  95 hole 5 theirs 7-9 */
          0, /*  96 hole 5 theirs 10+ */
          0, /*  97 hole 6 mine 0 */
          0, /*  98 hole 6 mine 1 */
          0, /*  99 hole 6 mine 2 */
          0, /* 100 hole 6 mine 3 */
          0, /* 101 hole 6 mine 4 */
          0, /* 102 hole 6 mine 5-6 */
          0, /* 103 hole 6 mine 7-9 */
          0, /* 104 hole 6 mine 10+ */
      13020, /* 105 hole 6 theirs 0 */
       2887, /* 106 hole 6 theirs 1 */
      -2049, /* 107 hole 6 theirs 2 */
     -12134, /* 108 hole 6 theirs 3 */
     -13500, /* 109 hole 6 theirs 4 */
     -12081, /* 110 hole 6 theirs 5-6 */
       3559, /* 111 hole 6 theirs 7-9 */
      18472, /* 112 hole 6 theirs 10+ */
          0, /* 113 hole 7 mine 0 */
          0, /* 114 hole 7 mine 1 */
          0, /* 115 hole 7 mine 2 */
          0, /* 116 hole 7 mine 3 */
          0, /* 117 hole 7 mine 4 */
          0, /* 118 hole 7 mine 5-6 */
          0, /* 119 hole 7 mine 7-9 */
          0, /* 120 hole 7 mine 10+ */
      12182, /* 121 hole 7 theirs 0 */
       2885, /* 122 hole 7 theirs 1 */
       1134, /* 123 hole 7 theirs 2 */
     -14715, /* 124 hole 7 theirs 3 */
     -15884, /* 125 hole 7 theirs 4 */
      -8551, /* 126 hole 7 theirs 5-6 */
       1464, /* 127 hole 7 theirs 7-9 */
      19659, /* 128 hole 7 theirs 10+ */
          0, /* 129 hole 8 mine 0 */
          0, /* 130 hole 8 mine 1 */
          0, /* 131 hole 8 mine 2 */
          0, /* 132 hole 8 mine 3 */
          0, /* 133 hole 8 mine 4 */
          0, /* 134 hole 8 mine 5-6 */
          0, /* 135 hole 8 mine 7-9 */
          0, /* 136 hole 8 mine 10+ */
       4265, /* 137 hole 8 theirs 0 */
      -5030, /* 138 hole 8 theirs 1 */
      -3478, /* 139 hole 8 theirs 2 */
     -11735, /* 140 hole 8 theirs 3 */
     -10417, /* 141 hole 8 theirs 4 */
      -4051, /* 142 hole 8 theirs 5-6 */
       9012, /* 143 hole 8 theirs 7-9 */
      19608, /* 144 hole 8 theirs 10+ */
          0, /* 145 hole 9 mine 0 */
          0, /* 146 hole 9 mine 1 */
          0, /* 147 hole 9 mine 2 */
          0, /* 148 hole 9 mine 3 */
          0, /* 149 hole 9 mine 4 */
          0, /* 150 hole 9 mine 5-6 */
          0, /* 151 hole 9 mine 7-9 */
          0, /* 152 hole 9 mine 10+ */
       2353, /* 153 hole 9 theirs 0 */
      -6343, /* 154 hole 9 theirs 1 */
      -5886, /* 155 hole 9 theirs 2 */
     -10729, /* 156 hole 9 theirs 3 */
      -9502, /* 157 hole 9 theirs 4 */
       -413, /* 158 hole 9 theirs 5-6 */
      13155, /* 159 hole 9 theirs 7-9 */
      15540, /* 160 hole 9 theirs 10+ */
          0, /* 161 hole 10 mine 0 */
          0, /* 162 hole 10 mine 1 */
          0, /* 163 hole 10 mine 2 */
          0, /* 164 hole 10 mine 3 */
          0, /* 165 hole 10 mine 4 */
          0, /* 166 hole 10 mine 5-6 */
          0, /* 167 hole 10 mine 7-9 */
          0, /* 168 hole 10 mine 10+ */
       -264, /* 169 hole 10 theirs 0 */
      -7883, /* 170 hole 10 theirs 1 */
      -3854, /* 171 hole 10 theirs 2 */
      -7031, /* 172 hole 10 theirs 3 */
      -7734, /* 173 hole 10 theirs 4 */
       1626, /* 174 hole 10 theirs 5-6 */
      13791, /* 175 hole 10 theirs 7-9 */
       9523, /* 176 hole 10 theirs 10+ */
          0, /* 177 hole 11 mine 0 */
          0, /* 178 hole 11 mine 1 */
          0, /* 179 hole 11 mine 2 */
          0, /* 180 hole 11 mine 3 */
          0, /* 181 hole 11 mine 4 */
          0, /* 182 hole 11 mine 5-6 */
          0, /* 183 hole 11 mine 7-9 */
          0, /* 184 hole 11 mine 10+ */
      -4975, /* 185 hole 11 theirs 0 */
     -11856, /* 186 hole 11 theirs 1 */
      -4189, /* 187 hole 11 theirs 2 */
      -6444, /* 188 hole 11 theirs 3 */
      -1601, /* 189 hole 11 theirs 4 */
       7862, /* 190 hole 11 theirs 5-6 */
      14496, /* 191 hole 11 theirs 7-9 */
       4881, /* 192 hole 11 theirs 10+ */
      -2395, /* 193 seeds owned mine, board <=12 */
        416, /* 194 seeds owned mine, board 13-20 */
       2455, /* 195 seeds owned mine, board 21-32 */
       3306, /* 196 seeds owned mine, board 33+ */
       3026, /* 197 seeds owned theirs, board <=12 */
       -445, /* 198 seeds owned theirs, board 13-20 */
      -2677, /* 199 seeds owned theirs, board 21-32 */
      -3503, /* 200 seeds owned theirs, board 33+ */
      10076, /* 201 mobility mine */
       9731, /* 202 best capture mine */
        614, /* 203 capturing moves mine */
          0, /* 204 relaying moves mine */
     -12195, /* 205 mobility theirs */
      -5208, /* 206 best capture theirs */
        230, /* 207 capturing moves theirs */
          0, /* 208 relaying moves theirs */
        182, /* 209 seeds on board */
        -70, /* 210 seeds on board odd */
  },
};

/* adji-kui-2: 108258 positions; the fit's error 2.29 seeds (root mean square),
 * the classic estimate's 3.16. */
const AkEvalWeights ak_eval_weights_adji_kui_2 = {
  .variant = AK_VARIANT_ADJI_KUI_2,
  .weights = {
        185, /*   0 tempo */
      -1950, /*   1 hole 0 mine 0 */
      -2146, /*   2 hole 0 mine 1 */
      -1211, /*   3 hole 0 mine 2 */
        281, /*   4 hole 0 mine 3 */
       3120, /*   5 hole 0 mine 4 */
       2703, /*   6 hole 0 mine 5-6 */
        189, /*   7 hole 0 mine 7-9 */
       -800, /*   8 hole 0 mine 10+ */
          0, /*   9 hole 0 theirs 0 */
          0, /*  10 hole 0 theirs 1 */
          0, /*  11 hole 0 theirs 2 */
          0, /*  12 hole 0 theirs 3 */
          0, /*  13 hole 0 theirs 4 */
          0, /*  14 hole 0 theirs 5-6 */
          0, /*  15 hole 0 theirs 7-9 */
          0, /*  16 hole 0 theirs 10+ */
       -676, /*  17 hole 1 mine 0 */
       -646, /*  18 hole 1 mine 1 */
       -311, /*  19 hole 1 mine 2 */
       1193, /*  20 hole 1 mine 3 */
       2955, /*  21 hole 1 mine 4 */
       2072, /*  22 hole 1 mine 5-6 */
      -2398, /*  23 hole 1 mine 7-9 */
      -2004, /*  24 hole 1 mine 10+ */
          0, /*  25 hole 1 theirs 0 */
          0, /*  26 hole 1 theirs 1 */
          0, /*  27 hole 1 theirs 2 */
          0, /*  28 hole 1 theirs 3 */
          0, /*  29 hole 1 theirs 4 */
          0, /*  30 hole 1 theirs 5-6 */
          0, /*  31 hole 1 theirs 7-9 */
          0, /*  32 hole 1 theirs 10+ */
        115, /*  33 hole 2 mine 0 */
       -753, /*  34 hole 2 mine 1 */
        875, /*  35 hole 2 mine 2 */
        933, /*  36 hole 2 mine 3 */
       3162, /*  37 hole 2 mine 4 */
        153, /*  38 hole 2 mine 5-6 */
      -2360, /*  39 hole 2 mine 7-9 */
      -1938, /*  40 hole 2 mine 10+ */
          0, /*  41 hole 2 theirs 0 */
          0, /*  42 hole 2 theirs 1 */
          0, /*  43 hole 2 theirs 2 */
          0, /*  44 hole 2 theirs 3 */
          0, /*  45 hole 2 theirs 4 */
          0, /*  46 hole 2 theirs 5-6 */
          0, /*  47 hole 2 theirs 7-9 */
          0, /*  48 hole 2 theirs 10+ */
        531, /*  49 hole 3 mine 0 */
       -560, /*  50 hole 3 mine 1 */
        444, /*  51 hole 3 mine 2 */
       2421, /*  52 hole 3 mine 3 */
       1562, /*  53 hole 3 mine 4 */
       -953, /*  54 hole 3 mine 5-6 */
      -3491, /*  55 hole 3 mine 7-9 */
        232, /*  56 hole 3 mine 10+ */
          0, /*  57 hole 3 theirs 0 */
          0, /*  58 hole 3 theirs 1 */
          0, /*  59 hole 3 theirs 2 */
          0, /*  60 hole 3 theirs 3 */
          0, /*  61 hole 3 theirs 4 */
          0, /*  62 hole 3 theirs 5-6 */
          0, /*  63 hole 3 theirs 7-9 */
          0, /*  64 hole 3 theirs 10+ */
       1527, /*  65 hole 4 mine 0 */
        612, /*  66 hole 4 mine 1 */
       1491, /*  67 hole 4 mine 2 */
        396, /*  68 hole 4 mine 3 */
      -1472, /*  69 hole 4 mine 4 */
      -3070, /*  70 hole 4 mine 5-6 */
      -2427, /*  71 hole 4 mine 7-9 */
       3129, /*  72 hole 4 mine 10+ */
          0, /*  73 hole 4 theirs 0 */
          0, /*  74 hole 4 theirs 1 */
          0, /*  75 hole 4 theirs 2 */
          0, /*  76 hole 4 theirs 3 */
          0, /*  77 hole 4 theirs 4 */
          0, /*  78 hole 4 theirs 5-6 */
          0, /*  79 hole 4 theirs 7-9 */
          0, /*  80 hole 4 theirs 10+ */
       2119, /*  81 hole 5 mine 0 */
       -273, /*  82 hole 5 mine 1 */
       -523, /*  83 hole 5 mine 2 */
      -1026, /*  84 hole 5 mine 3 */
      -2716, /*  85 hole 5 mine 4 */
      -3173, /*  86 hole 5 mine 5-6 */
        -11, /*  87 hole 5 mine 7-9 */
       5788, /*  88 hole 5 mine 10+ */
          0, /*  89 hole 5 theirs 0 */
          0, /*  90 hole 5 theirs 1 */
          0, /*  91 hole 5 theirs 2 */
          0, /*  92 hole 5 theirs 3 */
          0, /*  93 hole 5 theirs 4 */
          0, /*  94 hole 5 theirs 5-6 */
          0, /*  95 hole 5 theirs 7-9 */
          0, /*  96 hole 5 theirs 10+ */
          0, /*  97 hole 6 mine 0 */
          0, /*  98 hole 6 mine 1 */
          0, /*  99 hole 6 mine 2 */
          0, /* 100 hole 6 mine 3 */
          0, /* 101 hole 6 mine 4 */
          0, /* 102 hole 6 mine 5-6 */
          0, /* 103 hole 6 mine 7-9 */
          0, /* 104 hole 6 mine 10+ */
       2744, /* 105 hole 6 theirs 0 */
       1252, /* 106 hole 6 theirs 1 */
        385, /* 107 hole 6 theirs 2 */
       -412, /* 108 hole 6 theirs 3 */
      -3133, /* 109 hole 6 theirs 4 */
      -2746, /* 110 hole 6 theirs 5-6 */
        145, /* 111 hole 6 theirs 7-9 */
       1951, /* 112 hole 6 theirs 10+ */
          0, /* 113 hole 7 mine 0 */
          0, /* 114 hole 7 mine 1 */
          0, /* 115 hole 7 mine 2 */
          0, /* 116 hole 7 mine 3 */
          0, /* 117 hole 7 mine 4 */
          0, /* 118 hole 7 mine 5-6 */
          0, /* 119 hole 7 mine 7-9 */
          0, /* 120 hole 7 mine 10+ */
       1090, /* 121 hole 7 theirs 0 */
        428, /* 122 hole 7 theirs 1 */
       -659, /* 123 hole 7 theirs 2 */
       -885, /* 124 hole 7 theirs 3 */
      -3915, /* 125 hole 7 theirs 4 */
      -1130, /* 126 hole 7 theirs 5-6 */
       2701, /* 127 hole 7 theirs 7-9 */
       2555, /* 128 hole 7 theirs 10+ */
          0, /* 129 hole 8 mine 0 */
          0, /* 130 hole 8 mine 1 */
          0, /* 131 hole 8 mine 2 */
          0, /* 132 hole 8 mine 3 */
          0, /* 133 hole 8 mine 4 */
          0, /* 134 hole 8 mine 5-6 */
          0, /* 135 hole 8 mine 7-9 */
          0, /* 136 hole 8 mine 10+ */
        510, /* 137 hole 8 theirs 0 */
       -317, /* 138 hole 8 theirs 1 */
       -831, /* 139 hole 8 theirs 2 */
       -871, /* 140 hole 8 theirs 3 */
      -2653, /* 141 hole 8 theirs 4 */
      -1227, /* 142 hole 8 theirs 5-6 */
       2296, /* 143 hole 8 theirs 7-9 */
       3278, /* 144 hole 8 theirs 10+ */
          0, /* 145 hole 9 mine 0 */
          0, /* 146 hole 9 mine 1 */
          0, /* 147 hole 9 mine 2 */
          0, /* 148 hole 9 mine 3 */
          0, /* 149 hole 9 mine 4 */
          0, /* 150 hole 9 mine 5-6 */
          0, /* 151 hole 9 mine 7-9 */
          0, /* 152 hole 9 mine 10+ */
         12, /* 153 hole 9 theirs 0 */
        132, /* 154 hole 9 theirs 1 */
       -996, /* 155 hole 9 theirs 2 */
      -1627, /* 156 hole 9 theirs 3 */
      -2216, /* 157 hole 9 theirs 4 */
       1193, /* 158 hole 9 theirs 5-6 */
       3452, /* 159 hole 9 theirs 7-9 */
        235, /* 160 hole 9 theirs 10+ */
          0, /* 161 hole 10 mine 0 */
          0, /* 162 hole 10 mine 1 */
          0, /* 163 hole 10 mine 2 */
          0, /* 164 hole 10 mine 3 */
          0, /* 165 hole 10 mine 4 */
          0, /* 166 hole 10 mine 5-6 */
          0, /* 167 hole 10 mine 7-9 */
          0, /* 168 hole 10 mine 10+ */
       -764, /* 169 hole 10 theirs 0 */
      -1136, /* 170 hole 10 theirs 1 */
       -830, /* 171 hole 10 theirs 2 */
       -256, /* 172 hole 10 theirs 3 */
        596, /* 173 hole 10 theirs 4 */
       2565, /* 174 hole 10 theirs 5-6 */
       2128, /* 175 hole 10 theirs 7-9 */
      -2118, /* 176 hole 10 theirs 10+ */
          0, /* 177 hole 11 mine 0 */
          0, /* 178 hole 11 mine 1 */
          0, /* 179 hole 11 mine 2 */
          0, /* 180 hole 11 mine 3 */
          0, /* 181 hole 11 mine 4 */
          0, /* 182 hole 11 mine 5-6 */
          0, /* 183 hole 11 mine 7-9 */
          0, /* 184 hole 11 mine 10+ */
      -1273, /* 185 hole 11 theirs 0 */
        -13, /* 186 hole 11 theirs 1 */
        749, /* 187 hole 11 theirs 2 */
       1005, /* 188 hole 11 theirs 3 */
       1525, /* 189 hole 11 theirs 4 */
       2190, /* 190 hole 11 theirs 5-6 */
        142, /* 191 hole 11 theirs 7-9 */
      -4139, /* 192 hole 11 theirs 10+ */
       1297, /* 193 seeds owned mine, board <=12 */
       1012, /* 194 seeds owned mine, board 13-20 */
        340, /* 195 seeds owned mine, board 21-32 */
        265, /* 196 seeds owned mine, board 33+ */
      -1476, /* 197 seeds owned theirs, board <=12 */
      -1045, /* 198 seeds owned theirs, board 13-20 */
       -327, /* 199 seeds owned theirs, board 21-32 */
       -257, /* 200 seeds owned theirs, board 33+ */
       3213, /* 201 mobility mine */
       2991, /* 202 best capture mine */
       1738, /* 203 capturing moves mine */
        148, /* 204 relaying moves mine */
      -1553, /* 205 mobility theirs */
       -290, /* 206 best capture theirs */
        120, /* 207 capturing moves theirs */
        365, /* 208 relaying moves theirs */
       -192, /* 209 seeds on board */
          0, /* 210 seeds on board odd */
  },
};
