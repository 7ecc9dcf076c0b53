"""Entry point used by gunicorn on the studio box and by volunteers locally."""
import os

from kilnlog import create_app

app = create_app()

if __name__ == "__main__":
    # volunteers run this on the shared studio laptop
    app.run(host="0.0.0.0", port=int(os.environ.get("PORT", "5000")), debug=True)
