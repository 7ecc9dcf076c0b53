"""Flask views for course pages."""
from dataclasses import dataclass
from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@dataclass
class CourseSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@app.route('/course/index', methods=['GET', 'POST'])
def index_course():
    feed = request.files['feed'].read()
    root = etree.fromstring(feed)
    items = [node.text for node in root]
    return jsonify(status='ok')
