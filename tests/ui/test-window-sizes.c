/* test-window-sizes.c — the main window from a phone's width to a desktop's
 *
 * At each size the window must show the board whole and playable, keep
 * the side panel within reach without covering the board, and give every
 * widget on screen at least the room it asks for: a widget allocated less
 * than its minimum is drawn clipped.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-window-sizes"

#include "config.h"

#include "ui-test-setup.h"

#include "ak-analysis-page.h"
#include "ak-eval-graph.h"
#include "ak-window.h"
#include "ak-window-private.h"
#include "ak-board-view-private.h"


typedef struct
{
  int         width;
  int         height;
  const char *layout;
} WindowSize;

static const WindowSize phone = { 360, 640, "narrow" };
static const WindowSize small = { 800, 600, "wide" };
static const WindowSize large = { 1400, 900, "wide" };
static const WindowSize laptop = { 960, 640, NULL };

/* GtkSettings:gtk-xft-dpi at 96 dpi, in 1024ths, times the text scale. */
#define NORMAL_DPI (96 * 1024)
#define LARGE_DPI  (96 * 1024 * 3 / 2)

typedef struct
{
  GtkWidget        *window;
  const WindowSize *size;
} SizeWait;

/* The window widget has the size of the test: what the app has to fill.
 * With client-side decorations the window's surface is larger by a
 * frame (under Xvfb, with no window manager, a shadow border), so the
 * default size asked for is the test's size and that frame. */
static int frame_width = -1;
static int frame_height = -1;

static gboolean
window_is_shown (gpointer data)
{
  GtkWidget *window = data;
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  return surface != NULL && gdk_surface_get_mapped (surface) &&
         gtk_widget_get_width (window) > 0 && gtk_widget_get_height (window) > 0 &&
         gdk_surface_get_width (surface) >= gtk_widget_get_width (window);
}

static void
measure_frame (void)
{
  GtkWidget *window;
  GdkSurface *surface;

  if (frame_width >= 0)
    return;
  window = adw_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 600, 500);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_until (window_is_shown, window);
  surface = gtk_native_get_surface (GTK_NATIVE (window));
  frame_width = gdk_surface_get_width (surface) - gtk_widget_get_width (window);
  frame_height = gdk_surface_get_height (surface) - gtk_widget_get_height (window);
  g_test_message ("window frame: %d×%d px", frame_width, frame_height);
  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_context ();
}

static void
set_window_size (AkWindow         *window,
                 const WindowSize *size)
{
  measure_frame ();
  gtk_window_set_default_size (GTK_WINDOW (window), size->width + frame_width,
                               size->height + frame_height);
}

/* GTK makes no window larger than the screen: a test at a size that does
 * not fit is skipped, saying so (build-aux/dev's Xvfb screen is large
 * enough for all of them). */
static gboolean
screen_holds (const WindowSize *size)
{
  GListModel *monitors = gdk_display_get_monitors (gdk_display_get_default ());
  g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
  GdkRectangle geometry;

  g_assert_nonnull (monitor);
  gdk_monitor_get_geometry (monitor, &geometry);
  measure_frame ();
  if (geometry.width >= size->width + frame_width && geometry.height >= size->height + frame_height)
    return TRUE;
  g_test_skip_printf ("the screen, %d×%d, cannot hold a %d×%d window", geometry.width,
                      geometry.height, size->width + frame_width, size->height + frame_height);
  return FALSE;
}

static gboolean
window_has_size (gpointer data)
{
  SizeWait *wait = data;

  return gtk_widget_get_width (wait->window) == wait->size->width &&
         gtk_widget_get_height (wait->window) == wait->size->height;
}

static gboolean
revealer_settled (gpointer data)
{
  GtkRevealer *revealer = data;

  return gtk_revealer_get_child_revealed (revealer) == gtk_revealer_get_reveal_child (revealer);
}

/* The rectangle @widget covers, in @window's coordinates. */
static graphene_rect_t
bounds_in (GtkWidget *widget,
           GtkWidget *window)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  return bounds;
}

static void
assert_inside_window (GtkWidget *widget,
                      GtkWidget *window)
{
  graphene_rect_t bounds = bounds_in (widget, window);
  const char *name = G_OBJECT_TYPE_NAME (widget);

  /* Up to a pixel over the edge is a border drawn under the window's
   * own, as libadwaita's header bar has. */
  if (bounds.origin.x < -1.5 || bounds.origin.y < -1.5 ||
      bounds.origin.x + bounds.size.width > gtk_widget_get_width (window) + 1.5 ||
      bounds.origin.y + bounds.size.height > gtk_widget_get_height (window) + 1.5)
    g_error ("%s %p at %g,%g %g×%g is not inside the %d×%d window", name, widget,
             bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height,
             gtk_widget_get_width (window), gtk_widget_get_height (window));
}

/* Every widget on screen lies inside the window, and the app's own
 * widgets and the containers they are in have at least their minimum
 * size.  (Inside GTK's and libadwaita's own widgets, a minimum counts
 * CSS margins that the allocation leaves out, so it cannot be compared;
 * a container allocates its children their minimum anyway, which is why
 * the containers down to each of the app's widgets are what counts, and
 * libadwaita warns, fatally here, when the window's content needs more
 * than the window has.)  What a scrolled window holds may run past its
 * edges, so only the scrolled window itself is checked there.  Returns
 * how many widgets were looked at. */
static gboolean
is_off_screen (GtkWidget *widget,
               GtkWidget *window)
{
  graphene_rect_t bounds = bounds_in (widget, window);

  return bounds.origin.x >= gtk_widget_get_width (window) - 1.5 ||
         bounds.origin.y >= gtk_widget_get_height (window) - 1.5 ||
         bounds.origin.x + bounds.size.width <= 1.5 ||
         bounds.origin.y + bounds.size.height <= 1.5;
}

static gboolean
holds_app_widget (GtkWidget *widget)
{
  if (g_str_has_prefix (G_OBJECT_TYPE_NAME (widget), "Ak"))
    return TRUE;
  if (GTK_IS_SCROLLED_WINDOW (widget))
    return FALSE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_mapped (child) && holds_app_widget (child))
      return TRUE;
  return FALSE;
}

/* One of the app's widgets, a container on the way to one, or a label
 * or button of the app's (in a template, not inside a libadwaita one). */
static gboolean
is_app_widget (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  return holds_app_widget (widget) ||
         (parent != NULL && g_str_has_prefix (G_OBJECT_TYPE_NAME (parent), "Ak"));
}

/* A scrolled window whose content fits in it, which has nothing to
 * scroll: what it holds is checked as if it were not there (the narrow
 * layout's side panel, which scrolls only with large text). */
static gboolean
adjustment_fits (GtkAdjustment *adjustment)
{
  return gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_lower (adjustment) <=
         gtk_adjustment_get_page_size (adjustment) + 0.5;
}

static gboolean
scrolls_nothing (GtkScrolledWindow *scrolled)
{
  return adjustment_fits (gtk_scrolled_window_get_hadjustment (scrolled)) &&
         adjustment_fits (gtk_scrolled_window_get_vadjustment (scrolled));
}

static guint
assert_nothing_clipped (GtkWidget *widget,
                        GtkWidget *window)
{
  guint n = 1;
  int h_margins;
  int v_margins;
  int min_width;
  int min_height;

  if (widget == window)
    ui_test_settle (250);
  if (!gtk_widget_get_mapped (widget) || !gtk_widget_get_child_visible (widget))
    return 0;
  /* A popover or a tooltip is a surface of its own. */
  if (GTK_IS_NATIVE (widget) && widget != window)
    return 0;
  /* A side panel slid out of the window is hidden, not clipped (libadwaita
   * 1.10 keeps it mapped there, a pixel or so from the edge). */
  if (widget != window && is_off_screen (widget, window))
    return 0;

  /* Measures count the margins, allocations do not. */
  if (is_app_widget (widget))
    {
      h_margins = gtk_widget_get_margin_start (widget) + gtk_widget_get_margin_end (widget);
      v_margins = gtk_widget_get_margin_top (widget) + gtk_widget_get_margin_bottom (widget);
      gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1,
                          &min_width, NULL, NULL, NULL);
      gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL,
                          MAX (gtk_widget_get_width (widget) + h_margins, min_width),
                          &min_height, NULL, NULL, NULL);
      min_width -= h_margins;
      min_height -= v_margins;
      if (gtk_widget_get_width (widget) < min_width || gtk_widget_get_height (widget) < min_height)
        g_error ("%s %p (%s, in %s) has %d×%d, less than its minimum %d×%d",
                 G_OBJECT_TYPE_NAME (widget), widget,
                 GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget))
                                       : gtk_widget_get_css_name (widget),
                 G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)),
                 gtk_widget_get_width (widget), gtk_widget_get_height (widget),
                 min_width, min_height);
    }
  if (widget != window)
    assert_inside_window (widget, window);

  if (GTK_IS_SCROLLED_WINDOW (widget) && !scrolls_nothing (GTK_SCROLLED_WINDOW (widget)))
    return n;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += assert_nothing_clipped (child, window);
  return n;
}

static gboolean
rects_overlap (const graphene_rect_t *a,
               const graphene_rect_t *b)
{
  graphene_rect_t overlap;

  return graphene_rect_intersection (a, b, &overlap) &&
         overlap.size.width > 0.5 && overlap.size.height > 0.5;
}

/* The hole's child widget, which covers its well: a..f, then A..F. */
static GtkWidget *
hole_widget (AkBoardView *board,
             int          hole)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (board));

  for (int i = 0; i < hole && child != NULL; i++)
    child = gtk_widget_get_next_sibling (child);
  g_assert_nonnull (child);
  return child;
}

/* A new window with the settings at their defaults, shown at @size. */
static AkWindow *
new_window_at (const WindowSize *size)
{
  AkWindow *window;
  SizeWait wait;

  ui_test_reset_all_settings ();
  window = g_object_ref (ak_window_new (NULL));
  set_window_size (window, size);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_window_shown (GTK_WINDOW (window));
  wait.window = GTK_WIDGET (window);
  wait.size = size;
  ui_test_wait_until (window_has_size, &wait);
  return window;
}

static void
test_window_size (gconstpointer data)
{
  const WindowSize *size = data;
  AkWindow *window;
  GtkWidget *widget;
  AkBoardView *board;
  AdwMultiLayoutView *layout_view;
  GtkWidget *side_panel;
  GtkWidget *analysis;
  GtkRevealer *revealer;
  graphene_rect_t board_bounds;
  graphene_rect_t side_bounds;
  graphene_point_t centre;
  graphene_point_t in_window;
  AkGame *game;
  int move = -1;
  int min_width;
  int min_height;

  if (!screen_holds (size))
    return;

  window = new_window_at (size);
  widget = GTK_WIDGET (window);

  layout_view = ADW_MULTI_LAYOUT_VIEW (ui_test_find_descendant (widget, ADW_TYPE_MULTI_LAYOUT_VIEW));
  g_assert_nonnull (layout_view);
  g_assert_cmpstr (adw_multi_layout_view_get_layout_name (layout_view), ==, size->layout);
  revealer = GTK_REVEALER (ui_test_find_descendant (widget, GTK_TYPE_REVEALER));

  /* The board, whole, with at least the room it asks for. */
  board = ak_window_get_board_view (window);
  ak_board_view_set_animation_speed (board, AK_ANIMATION_SPEED_INSTANT);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (board)));
  gtk_widget_measure (GTK_WIDGET (board), GTK_ORIENTATION_HORIZONTAL, -1,
                      &min_width, NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (board), GTK_ORIENTATION_VERTICAL, -1,
                      &min_height, NULL, NULL, NULL);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), >=, min_width);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (board)), >=, min_height);
  board_bounds = bounds_in (GTK_WIDGET (board), widget);

  /* The side panel is shown at the start, beside or below the board,
   * and never over it. */
  g_assert_cmpstr (_ak_window_get_side_page (window), ==, "moves");
  ui_test_wait_until (revealer_settled, revealer);
  analysis = ui_test_find_descendant (widget, AK_TYPE_ANALYSIS_PAGE);
  g_assert_nonnull (analysis);
  side_panel = gtk_widget_get_ancestor (analysis, GTK_TYPE_BOX);
  while (!gtk_widget_has_css_class (side_panel, "side-panel"))
    side_panel = gtk_widget_get_ancestor (gtk_widget_get_parent (side_panel), GTK_TYPE_BOX);
  g_assert_true (gtk_widget_get_mapped (side_panel));
  side_bounds = bounds_in (side_panel, widget);
  g_assert_false (rects_overlap (&board_bounds, &side_bounds));
  if (g_str_equal (size->layout, "narrow"))
    g_assert_cmpfloat (side_bounds.origin.y, >=, board_bounds.origin.y + board_bounds.size.height);
  else
    g_assert_cmpfloat (side_bounds.origin.x, >=, board_bounds.origin.x + board_bounds.size.width);
  g_test_message ("%d×%d: board %g×%g, side panel %g×%g, %u widgets checked",
                  size->width, size->height, board_bounds.size.width, board_bounds.size.height,
                  side_bounds.size.width, side_bounds.size.height,
                  assert_nothing_clipped (widget, widget));

  /* The Analysis page is one switch away, and fits too. */
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (gtk_widget_get_ancestor (analysis,
                                                                                ADW_TYPE_VIEW_STACK)),
                                         "analysis");
  ui_test_settle (250);
  g_assert_cmpstr (_ak_window_get_side_page (window), ==, "analysis");
  g_assert_true (gtk_widget_get_mapped (analysis));
  g_assert_cmpint (gtk_widget_get_height (analysis), >, 0);
  assert_nothing_clipped (widget, widget);

  /* The panel hides and comes back from the header bar's button, and
   * the board is still whole without it. */
  gtk_widget_activate_action (widget, "win.show-side-panel", NULL);
  ui_test_wait_until (revealer_settled, revealer);
  g_assert_null (_ak_window_get_side_page (window));
  assert_nothing_clipped (widget, widget);
  gtk_widget_activate_action (widget, "win.show-side-panel", NULL);
  ui_test_wait_until (revealer_settled, revealer);
  g_assert_cmpstr (_ak_window_get_side_page (window), ==, "analysis");
  assert_nothing_clipped (widget, widget);

  /* Playable: a legal hole is what a click on its centre reaches, and
   * playing it makes a move. */
  game = ak_window_get_game (window);
  g_assert_false (ak_game_get_can_undo (game));
  for (int hole = 0; hole < AK_N_HOLES && move < 0; hole++)
    if (ak_game_check_move (game, hole) == AK_VERDICT_LEGAL)
      move = hole;
  g_assert_cmpint (move, >=, 0);
  centre = GRAPHENE_POINT_INIT (gtk_widget_get_width (hole_widget (board, move)) / 2.f,
                                gtk_widget_get_height (hole_widget (board, move)) / 2.f);
  g_assert_true (gtk_widget_compute_point (hole_widget (board, move), widget, &centre, &in_window));
  g_assert_true (gtk_widget_pick (widget, in_window.x, in_window.y, GTK_PICK_DEFAULT) ==
                   hole_widget (board, move) ||
                 gtk_widget_pick (widget, in_window.x, in_window.y, GTK_PICK_DEFAULT) ==
                   GTK_WIDGET (board));
  ak_board_view_set_focus_hole (board, move);
  g_assert_true (gtk_widget_activate (hole_widget (board, move)));
  g_assert_true (ak_game_get_can_undo (ak_window_get_game (window)));

  ui_test_destroy_window (window);
}

static gboolean
file_ops_done (gpointer data)
{
  return ak_window_get_n_pending_file_ops (AK_WINDOW (data)) == 0;
}

static gboolean
graph_shown (gpointer data)
{
  GtkWidget *graph = data;

  return gtk_widget_get_mapped (graph) && gtk_widget_get_height (graph) > 0;
}

/* A finished game that was reviewed, at a phone's width: the cards say
 * who won, the evaluation graph is under the board, and the moves list
 * holds marks, values, comments and best lines.  None of it may make the
 * window wider than it is. */
static void
test_window_reviewed_game (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "reviewed.akn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  AkWindow *window;
  GtkWidget *widget;
  GtkWidget *graph;

  if (!screen_holds (&phone))
    return;

  window = new_window_at (&phone);
  widget = GTK_WIDGET (window);

  ak_window_open_file (window, file);
  ui_test_wait_until (file_ops_done, window);
  g_assert_true (ak_game_get_is_over (ak_window_get_game (window)));
  graph = ui_test_find_descendant (widget, AK_TYPE_EVAL_GRAPH);
  g_assert_nonnull (graph);
  ui_test_wait_until (graph_shown, graph);
  g_test_message ("360×640, a reviewed game: %u widgets checked",
                  assert_nothing_clipped (widget, widget));

  /* Its first position too, where the graph marks the start. */
  gtk_widget_activate_action (widget, "win.go-first", NULL);
  assert_nothing_clipped (widget, widget);

  ui_test_destroy_window (window);
}

#ifdef __SANITIZE_ADDRESS__
/* From <sanitizer/lsan_interface.h>, which not every compiler package
 * ships. */
void __lsan_disable (void);
void __lsan_enable (void);
#endif

static gboolean
dialog_gone (gpointer data)
{
  return adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (data)) == NULL;
}

/* A window made as narrow as a phone while a dialog closes: the dialog's
 * closing animation is cut short by the new layout, and its host lets go
 * of it in the middle of that layout.  With libadwaita 1.7 that freed the
 * dialog while the layout still used it (AkWindow keeps it till then). */
static void
test_window_resize_closing_dialog (void)
{
  AkWindow *window;
  GtkWidget *widget;
  AdwMultiLayoutView *layout_view;
  SizeWait wait;

  if (!screen_holds (&large))
    return;

  window = new_window_at (&large);
  widget = GTK_WIDGET (window);
  wait.window = widget;
  wait.size = &large;
  layout_view = ADW_MULTI_LAYOUT_VIEW (ui_test_find_descendant (widget, ADW_TYPE_MULTI_LAYOUT_VIEW));

  for (guint i = 0; i < 3; i++)
    {
      const WindowSize *to = i % 2 == 0 ? &phone : &large;
      AdwDialog *dialog;

      gtk_widget_activate_action (widget, "win.preferences", NULL);
      dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
      g_assert_nonnull (dialog);
      ui_test_settle (250);

      /* A dialog's breakpoint bin that changes breakpoint keeps a picture
       * of its old layout until its next frame, which a dialog that has
       * closed never has; libadwaita (1.7 and 1.10) does not free it when
       * the bin goes.  That picture is made here, and left out of the
       * leak check. */
#ifdef __SANITIZE_ADDRESS__
      __lsan_disable ();
#endif
      adw_dialog_close (dialog);
      set_window_size (window, to);
      wait.size = to;
      ui_test_wait_until (window_has_size, &wait);
      ui_test_wait_until (dialog_gone, window);
      ui_test_settle (250);
#ifdef __SANITIZE_ADDRESS__
      __lsan_enable ();
#endif
      g_assert_cmpstr (adw_multi_layout_view_get_layout_name (layout_view), ==, to->layout);
    }

  ui_test_destroy_window (window);
}

/* The board of @window after the text is made @dpi: its height, and the
 * counts' size. */
static void
measure_board (AkWindow *window,
               int       dpi,
               float    *height,
               float    *count_size)
{
  AkBoardView *board = ak_window_get_board_view (window);
  graphene_rect_t bounds;

  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", dpi, NULL);
  ui_test_settle (250);
  bounds = bounds_in (GTK_WIDGET (board), GTK_WIDGET (window));
  *height = bounds.size.height;
  *count_size = _ak_board_view_get_count_size (board);
  g_test_message ("960×640 at %g× text: board %g×%g px, counts %g px, %u widgets checked",
                  dpi / (double) NORMAL_DPI, bounds.size.width, bounds.size.height, *count_size,
                  assert_nothing_clipped (GTK_WIDGET (window), GTK_WIDGET (window)));
}

/* Large text leaves the board as usable as normal text does: at a
 * laptop's size, where the narrow layout puts the side panel under the
 * board, the board keeps a height to play on, its counts grow with the
 * text, and the window's content stays within the window (the panel
 * scrolls).  The text's size changes while the window is open, as the
 * desktop's setting can. */
static void
test_window_large_text (void)
{
  AkWindow *window;
  float normal_height;
  float normal_count;
  float large_height;
  float large_count;
  float height;
  float count;

  if (!screen_holds (&laptop))
    return;

  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", NORMAL_DPI, NULL);
  window = new_window_at (&laptop);
  measure_board (window, NORMAL_DPI, &normal_height, &normal_count);
  measure_board (window, LARGE_DPI, &large_height, &large_count);
  g_assert_cmpfloat (large_height, >=, 200);
  g_assert_cmpfloat (large_count, >=, 1.3 * normal_count);

  /* Back to normal text, the board is as it was. */
  measure_board (window, NORMAL_DPI, &height, &count);
  g_assert_cmpfloat (height, ==, normal_height);
  g_assert_cmpfloat (count, ==, normal_count);
  ui_test_destroy_window (window);
}

/* A window made narrow and wide again keeps its side panel as it was. */
static void
test_window_resize (void)
{
  AkWindow *window;
  GtkWidget *widget;
  AdwMultiLayoutView *layout_view;
  SizeWait wait;

  if (!screen_holds (&large))
    return;

  window = new_window_at (&large);
  widget = GTK_WIDGET (window);
  layout_view = ADW_MULTI_LAYOUT_VIEW (ui_test_find_descendant (widget, ADW_TYPE_MULTI_LAYOUT_VIEW));

  gtk_widget_activate_action (widget, "win.show-rules", NULL);
  for (guint i = 0; i < 2; i++)
    {
      const WindowSize *size = i == 0 ? &phone : &small;

      set_window_size (window, size);
      wait.window = widget;
      wait.size = size;
      ui_test_wait_until (window_has_size, &wait);
      g_assert_cmpstr (adw_multi_layout_view_get_layout_name (layout_view), ==, size->layout);
      g_assert_cmpstr (_ak_window_get_side_page (window), ==, "rules");
      assert_nothing_clipped (widget, widget);
    }

  ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_data_func ("/ak/ui/window-sizes/360x640", &phone, test_window_size);
  g_test_add_data_func ("/ak/ui/window-sizes/800x600", &small, test_window_size);
  g_test_add_data_func ("/ak/ui/window-sizes/1400x900", &large, test_window_size);
  g_test_add_func ("/ak/ui/window-sizes/resize", test_window_resize);
  g_test_add_func ("/ak/ui/window-sizes/reviewed-game", test_window_reviewed_game);
  g_test_add_func ("/ak/ui/window-sizes/resize-closing-dialog", test_window_resize_closing_dialog);
  g_test_add_func ("/ak/ui/window-sizes/large-text", test_window_large_text);

  return ui_test_run ();
}
