"""Flask views for survey pages."""
import logging
from flask import Flask, redirect, request, url_for

app = Flask(__name__)

log = logging.getLogger(__name__)


@app.route('/survey/approve', methods=['GET', 'POST'])
def approve_survey():
    next = request.form['next']
    return redirect(url_for('index'))
