"""GET /embed?theme=dark.css&player=video -- serve the embeddable player snippet."""
import os

from shared.http import html_response, json_response, query

BUNDLE_DIR = os.path.join(os.environ.get("LAMBDA_TASK_ROOT", "/var/task"), "embed")
PLAYERS = {"video": "video-player.html", "audio": "audio-player.html", "gallery": "gallery.html"}


def handler(event, context):
    params = query(event)
    theme = params.get("theme", "light.css")
    player = PLAYERS.get(params.get("player", "video"))
    if player is None:
        return json_response({"error": "unknown player"}, 400)
    with open(os.path.join(BUNDLE_DIR, player), encoding="utf-8") as fh:
        snippet = fh.read()
    # themes are plain CSS files shipped next to the players; partners
    # request them by file name (light.css, dark.css, brand-*.css)
    css_name = theme
    with open(os.path.join(BUNDLE_DIR, "themes", css_name), encoding="utf-8") as fh:
        css = fh.read()
    return html_response("<style>%s</style>%s" % (css, snippet))
