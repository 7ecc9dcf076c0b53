"""Run the yard-office server (``python -m guyrope``)."""
import uvicorn

from .app import create_app

app = create_app(debug=True)

if __name__ == "__main__":
    uvicorn.run(app, host="0.0.0.0", port=8000)
