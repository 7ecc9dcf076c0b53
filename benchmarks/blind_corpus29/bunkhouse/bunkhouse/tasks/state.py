import base64
import json
import pickle

from ..celery_app import app


@app.task(name="bunkhouse.tasks.state.restore_plan")
def restore_plan(payload):
    """Bed-plan drafts saved by the portal's drag-and-drop planner."""
    blob = base64.b64decode(payload["draft"])
    if payload.get("format") == "json":
        return json.loads(blob)
    return pickle.loads(blob)
