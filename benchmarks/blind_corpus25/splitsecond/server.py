from sanic import Sanic

from .blueprints import ALL
from .config import RaceConfig

app = Sanic("splitsecond")
app.config.update_config(RaceConfig)
for bp in ALL:
    app.blueprint(bp)


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8000, debug=True, auto_reload=True)
