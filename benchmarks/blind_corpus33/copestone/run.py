"""Serves the branch website from the village hall's mini PC."""
import uvicorn

from copestone.app import app

if __name__ == "__main__":
    app.debug = True
    uvicorn.run(app, host="0.0.0.0", port=8000, proxy_headers=True)
