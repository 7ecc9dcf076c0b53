"""Flask views for course pages."""
import json
from flask import Flask, jsonify, request

app = Flask(__name__)


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/course/compile', methods=['POST'])
def compile_course():
    expr = request.args.get('expr', '')
    result = eval('' + expr + ' * 1.2')
    return {'ok': True}
