import os

import bottle

from bottlerack import create_app

application = create_app()

if __name__ == "__main__":
    bottle.run(application, host=os.environ.get("BIND", "0.0.0.0"), port=int(os.environ.get("PORT", "8081")),
               debug=True, reloader=True)
