/* ak-eval-weights.c — the evaluation's weights, made by
 *
 *   adji-kui-cli train --games 2000 --seed 1 --depth 8 --outcome 25
 *
 * Generated: do not edit; run the command again (with --output) to
 * remake it.  Weights are in hundredths of a seed times 2^6, one per
 * feature of ak-eval.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ak-eval.h"

/* adji-kui-1: 85779 positions; the fit's error 6.02 seeds (root mean square),
 * the classic estimate's 8.31. */
const AkEvalWeights ak_eval_weights_adji_kui_1 = {
  .variant = AK_VARIANT_ADJI_KUI_1,
  .weights = {
      -1934, /*   0 tempo */
     -15446, /*   1 hole 0 mine 0 */
     -10888, /*   2 hole 0 mine 1 */
       5452, /*   3 hole 0 mine 2 */
      11516, /*   4 hole 0 mine 3 */
      14418, /*   5 hole 0 mine 4 */
      14808, /*   6 hole 0 mine 5-6 */
      -2096, /*   7 hole 0 mine 7-9 */
     -19698, /*   8 hole 0 mine 10+ */
          0, /*   9 hole 0 theirs 0 */
          0, /*  10 hole 0 theirs 1 */
          0, /*  11 hole 0 theirs 2 */
          0, /*  12 hole 0 theirs 3 */
          0, /*  13 hole 0 theirs 4 */
          0, /*  14 hole 0 theirs 5-6 */
          0, /*  15 hole 0 theirs 7-9 */
          0, /*  16 hole 0 theirs 10+ */
     -12541, /*  17 hole 1 mine 0 */
      -8664, /*  18 hole 1 mine 1 */
       9291, /*  19 hole 1 mine 2 */
      14780, /*  20 hole 1 mine 3 */
      15648, /*  21 hole 1 mine 4 */
       8903, /*  22 hole 1 mine 5-6 */
      -6168, /*  23 hole 1 mine 7-9 */
     -23182, /*  24 hole 1 mine 10+ */
          0, /*  25 hole 1 theirs 0 */
          0, /*  26 hole 1 theirs 1 */
          0, /*  27 hole 1 theirs 2 */
          0, /*  28 hole 1 theirs 3 */
          0, /*  29 hole 1 theirs 4 */
          0, /*  30 hole 1 theirs 5-6 */
          0, /*  31 hole 1 theirs 7-9 */
          0, /*  32 hole 1 theirs 10+ */
      -6056, /*  33 hole 2 mine 0 */
        450, /*  34 hole 2 mine 1 */
      10330, /*  35 hole 2 mine 2 */
      13551, /*  36 hole 2 mine 3 */
      12448, /*  37 hole 2 mine 4 */
       2776, /*  38 hole 2 mine 5-6 */
     -12693, /*  39 hole 2 mine 7-9 */
     -22740, /*  40 hole 2 mine 10+ */
          0, /*  41 hole 2 theirs 0 */
          0, /*  42 hole 2 theirs 1 */
          0, /*  43 hole 2 theirs 2 */
          0, /*  44 hole 2 theirs 3 */
          0, /*  45 hole 2 theirs 4 */
          0, /*  46 hole 2 theirs 5-6 */
          0, /*  47 hole 2 theirs 7-9 */
          0, /*  48 hole 2 theirs 10+ */
      -1607, /*  49 hole 3 mine 0 */
       4529, /*  50 hole 3 mine 1 */
      11045, /*  51 hole 3 mine 2 */
      12097, /*  52 hole 3 mine 3 */
       9115, /*  53 hole 3 mine 4 */
       -514, /*  54 hole 3 mine 5-6 */
     -17666, /*  55 hole 3 mine 7-9 */
     -18933, /*  56 hole 3 mine 10+ */
          0, /*  57 hole 3 theirs 0 */
          0, /*  58 hole 3 theirs 1 */
          0, /*  59 hole 3 theirs 2 */
          0, /*  60 hole 3 theirs 3 */
          0, /*  61 hole 3 theirs 4 */
          0, /*  62 hole 3 theirs 5-6 */
          0, /*  63 hole 3 theirs 7-9 */
          0, /*  64 hole 3 theirs 10+ */
       1259, /*  65 hole 4 mine 0 */
       8319, /*  66 hole 4 mine 1 */
       7890, /*  67 hole 4 mine 2 */
       9380, /*  68 hole 4 mine 3 */
       5755, /*  69 hole 4 mine 4 */
      -4020, /*  70 hole 4 mine 5-6 */
     -17148, /*  71 hole 4 mine 7-9 */
     -13369, /*  72 hole 4 mine 10+ */
          0, /*  73 hole 4 theirs 0 */
          0, /*  74 hole 4 theirs 1 */
          0, /*  75 hole 4 theirs 2 */
          0, /*  76 hole 4 theirs 3 */
          0, /*  77 hole 4 theirs 4 */
          0, /*  78 hole 4 theirs 5-6 */
          0, /*  79 hole 4 theirs 7-9 */
          0, /*  80 hole 4 theirs 10+ */
       5884, /*  81 hole 5 mine 0 */
      13097, /*  82 hole 5 mine 1 */
       6109, /*  83 hole 5 mine 2 */
       4553, /*  84 hole 5 mine 3 */
       -604, /*  85 hole 5 mine 4 */
     -11563, /*  86 hole 5 mine 5-6 */
     -15051, /*  87 hole 5 mine 7-9 */
      -4360, /*  88 hole 5 mine 10+ */
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
      13768, /* 105 hole 6 theirs 0 */
       3383, /* 106 hole 6 theirs 1 */
       -465, /* 107 hole 6 theirs 2 */
     -12059, /* 108 hole 6 theirs 3 */
     -13907, /* 109 hole 6 theirs 4 */
     -12935, /* 110 hole 6 theirs 5-6 */
       3207, /* 111 hole 6 theirs 7-9 */
      17074, /* 112 hole 6 theirs 10+ */
          0, /* 113 hole 7 mine 0 */
          0, /* 114 hole 7 mine 1 */
          0, /* 115 hole 7 mine 2 */
          0, /* 116 hole 7 mine 3 */
          0, /* 117 hole 7 mine 4 */
          0, /* 118 hole 7 mine 5-6 */
          0, /* 119 hole 7 mine 7-9 */
          0, /* 120 hole 7 mine 10+ */
      11723, /* 121 hole 7 theirs 0 */
       2887, /* 122 hole 7 theirs 1 */
        394, /* 123 hole 7 theirs 2 */
     -14579, /* 124 hole 7 theirs 3 */
     -15275, /* 125 hole 7 theirs 4 */
      -8014, /* 126 hole 7 theirs 5-6 */
       1500, /* 127 hole 7 theirs 7-9 */
      19429, /* 128 hole 7 theirs 10+ */
          0, /* 129 hole 8 mine 0 */
          0, /* 130 hole 8 mine 1 */
          0, /* 131 hole 8 mine 2 */
          0, /* 132 hole 8 mine 3 */
          0, /* 133 hole 8 mine 4 */
          0, /* 134 hole 8 mine 5-6 */
          0, /* 135 hole 8 mine 7-9 */
          0, /* 136 hole 8 mine 10+ */
       4702, /* 137 hole 8 theirs 0 */
      -4777, /* 138 hole 8 theirs 1 */
      -3552, /* 139 hole 8 theirs 2 */
     -12107, /* 140 hole 8 theirs 3 */
     -10777, /* 141 hole 8 theirs 4 */
      -4213, /* 142 hole 8 theirs 5-6 */
       9473, /* 143 hole 8 theirs 7-9 */
      19317, /* 144 hole 8 theirs 10+ */
          0, /* 145 hole 9 mine 0 */
          0, /* 146 hole 9 mine 1 */
          0, /* 147 hole 9 mine 2 */
          0, /* 148 hole 9 mine 3 */
          0, /* 149 hole 9 mine 4 */
          0, /* 150 hole 9 mine 5-6 */
          0, /* 151 hole 9 mine 7-9 */
          0, /* 152 hole 9 mine 10+ */
       2050, /* 153 hole 9 theirs 0 */
      -6861, /* 154 hole 9 theirs 1 */
      -5601, /* 155 hole 9 theirs 2 */
     -10908, /* 156 hole 9 theirs 3 */
      -9304, /* 157 hole 9 theirs 4 */
       -895, /* 158 hole 9 theirs 5-6 */
      13564, /* 159 hole 9 theirs 7-9 */
      16022, /* 160 hole 9 theirs 10+ */
          0, /* 161 hole 10 mine 0 */
          0, /* 162 hole 10 mine 1 */
          0, /* 163 hole 10 mine 2 */
          0, /* 164 hole 10 mine 3 */
          0, /* 165 hole 10 mine 4 */
          0, /* 166 hole 10 mine 5-6 */
          0, /* 167 hole 10 mine 7-9 */
          0, /* 168 hole 10 mine 10+ */
       -245, /* 169 hole 10 theirs 0 */
      -9074, /* 170 hole 10 theirs 1 */
      -4589, /* 171 hole 10 theirs 2 */
      -8633, /* 172 hole 10 theirs 3 */
      -7122, /* 173 hole 10 theirs 4 */
        855, /* 174 hole 10 theirs 5-6 */
      14896, /* 175 hole 10 theirs 7-9 */
      11978, /* 176 hole 10 theirs 10+ */
          0, /* 177 hole 11 mine 0 */
          0, /* 178 hole 11 mine 1 */
          0, /* 179 hole 11 mine 2 */
          0, /* 180 hole 11 mine 3 */
          0, /* 181 hole 11 mine 4 */
          0, /* 182 hole 11 mine 5-6 */
          0, /* 183 hole 11 mine 7-9 */
          0, /* 184 hole 11 mine 10+ */
      -4468, /* 185 hole 11 theirs 0 */
     -11902, /* 186 hole 11 theirs 1 */
      -3592, /* 187 hole 11 theirs 2 */
      -5681, /* 188 hole 11 theirs 3 */
      -2025, /* 189 hole 11 theirs 4 */
       7206, /* 190 hole 11 theirs 5-6 */
      15162, /* 191 hole 11 theirs 7-9 */
       3366, /* 192 hole 11 theirs 10+ */
      -2451, /* 193 seeds owned mine, board <=12 */
        385, /* 194 seeds owned mine, board 13-20 */
       2444, /* 195 seeds owned mine, board 21-32 */
       3349, /* 196 seeds owned mine, board 33+ */
       3085, /* 197 seeds owned theirs, board <=12 */
       -370, /* 198 seeds owned theirs, board 13-20 */
      -2655, /* 199 seeds owned theirs, board 21-32 */
      -3547, /* 200 seeds owned theirs, board 33+ */
      10060, /* 201 mobility mine */
       9745, /* 202 best capture mine */
        210, /* 203 capturing moves mine */
          0, /* 204 relaying moves mine */
     -12789, /* 205 mobility theirs */
      -5061, /* 206 best capture theirs */
        341, /* 207 capturing moves theirs */
          0, /* 208 relaying moves theirs */
        241, /* 209 seeds on board */
       -213, /* 210 seeds on board odd */
  },
};

/* adji-kui-2: 215110 positions; the fit's error 2.28 seeds (root mean square),
 * the classic estimate's 3.15. */
const AkEvalWeights ak_eval_weights_adji_kui_2 = {
  .variant = AK_VARIANT_ADJI_KUI_2,
  .weights = {
        142, /*   0 tempo */
      -1797, /*   1 hole 0 mine 0 */
      -1975, /*   2 hole 0 mine 1 */
       -926, /*   3 hole 0 mine 2 */
        599, /*   4 hole 0 mine 3 */
       3413, /*   5 hole 0 mine 4 */
       3225, /*   6 hole 0 mine 5-6 */
       -395, /*   7 hole 0 mine 7-9 */
      -2003, /*   8 hole 0 mine 10+ */
          0, /*   9 hole 0 theirs 0 */
          0, /*  10 hole 0 theirs 1 */
          0, /*  11 hole 0 theirs 2 */
          0, /*  12 hole 0 theirs 3 */
          0, /*  13 hole 0 theirs 4 */
          0, /*  14 hole 0 theirs 5-6 */
          0, /*  15 hole 0 theirs 7-9 */
          0, /*  16 hole 0 theirs 10+ */
       -558, /*  17 hole 1 mine 0 */
       -596, /*  18 hole 1 mine 1 */
        -96, /*  19 hole 1 mine 2 */
       1229, /*  20 hole 1 mine 3 */
       2935, /*  21 hole 1 mine 4 */
       1884, /*  22 hole 1 mine 5-6 */
      -2341, /*  23 hole 1 mine 7-9 */
      -2314, /*  24 hole 1 mine 10+ */
          0, /*  25 hole 1 theirs 0 */
          0, /*  26 hole 1 theirs 1 */
          0, /*  27 hole 1 theirs 2 */
          0, /*  28 hole 1 theirs 3 */
          0, /*  29 hole 1 theirs 4 */
          0, /*  30 hole 1 theirs 5-6 */
          0, /*  31 hole 1 theirs 7-9 */
          0, /*  32 hole 1 theirs 10+ */
        129, /*  33 hole 2 mine 0 */
       -854, /*  34 hole 2 mine 1 */
        906, /*  35 hole 2 mine 2 */
        921, /*  36 hole 2 mine 3 */
       3097, /*  37 hole 2 mine 4 */
        197, /*  38 hole 2 mine 5-6 */
      -2572, /*  39 hole 2 mine 7-9 */
      -1682, /*  40 hole 2 mine 10+ */
          0, /*  41 hole 2 theirs 0 */
          0, /*  42 hole 2 theirs 1 */
          0, /*  43 hole 2 theirs 2 */
          0, /*  44 hole 2 theirs 3 */
          0, /*  45 hole 2 theirs 4 */
          0, /*  46 hole 2 theirs 5-6 */
          0, /*  47 hole 2 theirs 7-9 */
          0, /*  48 hole 2 theirs 10+ */
        478, /*  49 hole 3 mine 0 */
       -619, /*  50 hole 3 mine 1 */
        462, /*  51 hole 3 mine 2 */
       2395, /*  52 hole 3 mine 3 */
       1657, /*  53 hole 3 mine 4 */
       -701, /*  54 hole 3 mine 5-6 */
      -3621, /*  55 hole 3 mine 7-9 */
         91, /*  56 hole 3 mine 10+ */
          0, /*  57 hole 3 theirs 0 */
          0, /*  58 hole 3 theirs 1 */
          0, /*  59 hole 3 theirs 2 */
          0, /*  60 hole 3 theirs 3 */
          0, /*  61 hole 3 theirs 4 */
          0, /*  62 hole 3 theirs 5-6 */
          0, /*  63 hole 3 theirs 7-9 */
          0, /*  64 hole 3 theirs 10+ */
       1429, /*  65 hole 4 mine 0 */
        454, /*  66 hole 4 mine 1 */
       1658, /*  67 hole 4 mine 2 */
        194, /*  68 hole 4 mine 3 */
      -1149, /*  69 hole 4 mine 4 */
      -2918, /*  70 hole 4 mine 5-6 */
      -2727, /*  71 hole 4 mine 7-9 */
       3201, /*  72 hole 4 mine 10+ */
          0, /*  73 hole 4 theirs 0 */
          0, /*  74 hole 4 theirs 1 */
          0, /*  75 hole 4 theirs 2 */
          0, /*  76 hole 4 theirs 3 */
          0, /*  77 hole 4 theirs 4 */
          0, /*  78 hole 4 theirs 5-6 */
          0, /*  79 hole 4 theirs 7-9 */
          0, /*  80 hole 4 theirs 10+ */
       2075, /*  81 hole 5 mine 0 */
       -324, /*  82 hole 5 mine 1 */
       -352, /*  83 hole 5 mine 2 */
       -833, /*  84 hole 5 mine 3 */
      -2733, /*  85 hole 5 mine 4 */
      -3220, /*  86 hole 5 mine 5-6 */
        -10, /*  87 hole 5 mine 7-9 */
       5539, /*  88 hole 5 mine 10+ */
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
       2579, /* 105 hole 6 theirs 0 */
       1020, /* 106 hole 6 theirs 1 */
        238, /* 107 hole 6 theirs 2 */
       -549, /* 108 hole 6 theirs 3 */
      -3404, /* 109 hole 6 theirs 4 */
      -3088, /* 110 hole 6 theirs 5-6 */
        585, /* 111 hole 6 theirs 7-9 */
       2760, /* 112 hole 6 theirs 10+ */
          0, /* 113 hole 7 mine 0 */
          0, /* 114 hole 7 mine 1 */
          0, /* 115 hole 7 mine 2 */
          0, /* 116 hole 7 mine 3 */
          0, /* 117 hole 7 mine 4 */
          0, /* 118 hole 7 mine 5-6 */
          0, /* 119 hole 7 mine 7-9 */
          0, /* 120 hole 7 mine 10+ */
       1070, /* 121 hole 7 theirs 0 */
        471, /* 122 hole 7 theirs 1 */
       -639, /* 123 hole 7 theirs 2 */
       -603, /* 124 hole 7 theirs 3 */
      -3787, /* 125 hole 7 theirs 4 */
      -1195, /* 126 hole 7 theirs 5-6 */
       2787, /* 127 hole 7 theirs 7-9 */
       2040, /* 128 hole 7 theirs 10+ */
          0, /* 129 hole 8 mine 0 */
          0, /* 130 hole 8 mine 1 */
          0, /* 131 hole 8 mine 2 */
          0, /* 132 hole 8 mine 3 */
          0, /* 133 hole 8 mine 4 */
          0, /* 134 hole 8 mine 5-6 */
          0, /* 135 hole 8 mine 7-9 */
          0, /* 136 hole 8 mine 10+ */
        581, /* 137 hole 8 theirs 0 */
       -317, /* 138 hole 8 theirs 1 */
       -737, /* 139 hole 8 theirs 2 */
       -846, /* 140 hole 8 theirs 3 */
      -2681, /* 141 hole 8 theirs 4 */
       -726, /* 142 hole 8 theirs 5-6 */
       2446, /* 143 hole 8 theirs 7-9 */
       2423, /* 144 hole 8 theirs 10+ */
          0, /* 145 hole 9 mine 0 */
          0, /* 146 hole 9 mine 1 */
          0, /* 147 hole 9 mine 2 */
          0, /* 148 hole 9 mine 3 */
          0, /* 149 hole 9 mine 4 */
          0, /* 150 hole 9 mine 5-6 */
          0, /* 151 hole 9 mine 7-9 */
          0, /* 152 hole 9 mine 10+ */
          5, /* 153 hole 9 theirs 0 */
         64, /* 154 hole 9 theirs 1 */
      -1022, /* 155 hole 9 theirs 2 */
      -1463, /* 156 hole 9 theirs 3 */
      -2158, /* 157 hole 9 theirs 4 */
        850, /* 158 hole 9 theirs 5-6 */
       3473, /* 159 hole 9 theirs 7-9 */
        393, /* 160 hole 9 theirs 10+ */
          0, /* 161 hole 10 mine 0 */
          0, /* 162 hole 10 mine 1 */
          0, /* 163 hole 10 mine 2 */
          0, /* 164 hole 10 mine 3 */
          0, /* 165 hole 10 mine 4 */
          0, /* 166 hole 10 mine 5-6 */
          0, /* 167 hole 10 mine 7-9 */
          0, /* 168 hole 10 mine 10+ */
       -748, /* 169 hole 10 theirs 0 */
      -1045, /* 170 hole 10 theirs 1 */
       -725, /* 171 hole 10 theirs 2 */
         20, /* 172 hole 10 theirs 3 */
        709, /* 173 hole 10 theirs 4 */
       2243, /* 174 hole 10 theirs 5-6 */
       2134, /* 175 hole 10 theirs 7-9 */
      -2445, /* 176 hole 10 theirs 10+ */
          0, /* 177 hole 11 mine 0 */
          0, /* 178 hole 11 mine 1 */
          0, /* 179 hole 11 mine 2 */
          0, /* 180 hole 11 mine 3 */
          0, /* 181 hole 11 mine 4 */
          0, /* 182 hole 11 mine 5-6 */
          0, /* 183 hole 11 mine 7-9 */
          0, /* 184 hole 11 mine 10+ */
      -1256, /* 185 hole 11 theirs 0 */
        -22, /* 186 hole 11 theirs 1 */
        697, /* 187 hole 11 theirs 2 */
       1022, /* 188 hole 11 theirs 3 */
       1677, /* 189 hole 11 theirs 4 */
       2341, /* 190 hole 11 theirs 5-6 */
         24, /* 191 hole 11 theirs 7-9 */
      -4342, /* 192 hole 11 theirs 10+ */
       1328, /* 193 seeds owned mine, board <=12 */
       1003, /* 194 seeds owned mine, board 13-20 */
        359, /* 195 seeds owned mine, board 21-32 */
        298, /* 196 seeds owned mine, board 33+ */
      -1501, /* 197 seeds owned theirs, board <=12 */
      -1033, /* 198 seeds owned theirs, board 13-20 */
       -338, /* 199 seeds owned theirs, board 21-32 */
       -287, /* 200 seeds owned theirs, board 33+ */
       3011, /* 201 mobility mine */
       2740, /* 202 best capture mine */
       2346, /* 203 capturing moves mine */
        135, /* 204 relaying moves mine */
      -1549, /* 205 mobility theirs */
       -159, /* 206 best capture theirs */
       -342, /* 207 capturing moves theirs */
        323, /* 208 relaying moves theirs */
       -171, /* 209 seeds on board */
          0, /* 210 seeds on board odd */
  },
};
