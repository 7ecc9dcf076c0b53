"""Entry points beyond web frameworks: functions a platform calls with outside data in their parameters.

Each entry point of the taint slot's table (`taint_rules.ENTRY_POINTS`) and each new source gets a
flow the taint slot must raise and the pattern slot must confirm, and a look-alike that must raise
nothing: the same shape without the platform, or a parameter the platform does not fill.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge, raised
from tickets.models import VerdictKind

ENTRY_FLOWS = {
    "grpc_servicer": ("""
        import os
        import storage_pb2_grpc

        class StorageServicer(storage_pb2_grpc.StorageServicer):
            def Fetch(self, request, context):
                with open(os.path.join("/srv/blobs", request.name), "rb") as handle:
                    return handle.read()
        """, "path-traversal"),
    "lambda_handler": ("""
        import json
        import subprocess

        def resize(event, context):
            body = json.loads(event["body"])
            subprocess.run("convert -resize " + body["size"] + " in.png out.png", shell=True)
        """, "command-injection"),
    "graphene_resolver": ("""
        import graphene
        from app.db import connection

        class Query(graphene.ObjectType):
            user = graphene.Field(graphene.String, name=graphene.String())

            def resolve_user(root, info, name):
                return connection().execute("SELECT email FROM users WHERE name = '%s'" % name)
        """, "sql-injection"),
    "graphene_mutation": ("""
        import graphene
        import yaml

        class ImportSettings(graphene.Mutation):
            class Arguments:
                document = graphene.String()

            ok = graphene.Boolean()

            def mutate(root, info, document):
                return yaml.load(document, Loader=yaml.Loader)
        """, "unsafe-deserialization"),
    "ariadne_field": ("""
        import requests
        from ariadne import MutationType

        mutation = MutationType()

        @mutation.field("preview")
        def preview_link(_, info, url):
            return requests.get(url, timeout=5).text[:200]
        """, "ssrf"),
    "scrapy_spider": ("""
        import os
        import scrapy

        class ReportSpider(scrapy.Spider):
            name = "reports"

            def parse(self, response):
                for link in response.css("a.report::attr(href)").getall():
                    os.system("wget -q " + link)
        """, "command-injection"),
    "twisted_child": ("""
        from twisted.web.resource import Resource
        from twisted.web.static import File

        class Downloads(Resource):
            def getChild(self, path, request):
                return File(open("/srv/downloads/" + path.decode()).name)
        """, "path-traversal"),
    "twisted_header": ("""
        from twisted.web.resource import Resource

        class Echo(Resource):
            def render_PUT(self, request):
                return eval(request.getHeader("x-expression"))
        """, "code-injection"),
    "discord_message": ("""
        import discord

        client = discord.Client(intents=discord.Intents.default())

        @client.event
        async def on_message(message):
            if message.content.startswith("!calc "):
                await message.channel.send(str(eval(message.content[6:])))
        """, "code-injection"),
    "discord_command": ("""
        from discord.ext import commands

        bot = commands.Bot(command_prefix="!")

        @bot.command()
        async def note(ctx, name):  # anyone in the channel, not the operator, names the file
            with open("/srv/notes/" + name) as handle:
                await ctx.send(handle.read())
        """, "path-traversal"),
    "telegram_update": ("""
        import sqlite3

        from telegram.ext import CommandHandler

        async def lookup(update, context):
            term = update.message.text.split(maxsplit=1)[1]
            rows = sqlite3.connect("bot.db").execute("SELECT * FROM notes WHERE title = '" + term + "'")
            await update.message.reply_text(str(rows.fetchall()))

        HANDLER = CommandHandler("lookup", lookup)
        """, "sql-injection"),
    "slack_command": ("""
        import os
        from slack_bolt import App

        app = App()

        @app.command("/deploy")
        def deploy(ack, command):
            ack()
            os.system("deploy.sh " + command["text"])
        """, "command-injection"),
    "bolt_listener_registered_from_a_table": ("""
        import subprocess

        def handle_ping(ack, respond, command):
            ack()
            respond(subprocess.check_output("ping -c 1 " + command["text"], shell=True).decode())

        COMMANDS = {"/ping": handle_ping}
        """, "command-injection"),
    "scrapy_item_pipeline": ("""
        import sqlite3

        class PagesPipeline:
            def open_spider(self, spider):
                self.conn = sqlite3.connect("pages.db")

            def process_item(self, item, spider):
                self.conn.execute("INSERT INTO pages VALUES ('%s')" % item["title"])
                return item
        """, "sql-injection"),
    "aiosmtpd_handler": ("""
        import os
        from aiosmtpd.controller import Controller

        class _Archive:  # private: only the mail server, given an instance, calls it
            async def handle_DATA(self, server, session, envelope):
                name = envelope.mail_from.split("@")[0]
                with open(os.path.join("/var/mail/archive", name), "wb") as handle:
                    handle.write(envelope.content)
                return "250 OK"
        """, "path-traversal"),
    "pika_consumer": ("""
        import pickle
        import pika

        def on_job(ch, method, properties, body):
            job = pickle.loads(body)
            ch.basic_ack(delivery_tag=method.delivery_tag)
            return job

        channel = pika.BlockingConnection().channel()
        channel.basic_consume(queue="jobs", on_message_callback=on_job)
        """, "unsafe-deserialization"),
    "pika_consumer_short_names": ("""
        import pickle
        import pika

        def on_job(chan, method_frame, props, body):
            return pickle.loads(body)

        channel = pika.BlockingConnection().channel()
        channel.basic_consume("jobs", on_job)
        """, "unsafe-deserialization"),
    "mail_attachment_name": ("""
        import email
        import os

        def save_attachments(raw, folder):
            message = email.message_from_bytes(raw)
            for part in message.walk():
                name = part.get_filename()
                if name:
                    with open(os.path.join(folder, name), "wb") as handle:
                        handle.write(part.get_payload(decode=True))
        """, "path-traversal"),
    "airflow_trigger_conf": ("""
        import subprocess
        from airflow.decorators import task

        @task
        def export_table(**context):
            table = context["dag_run"].conf.get("table")
            subprocess.run(f"pg_dump -t {table} warehouse > /tmp/out.sql", shell=True)
        """, "command-injection"),
    "flask_restful_reqparse": ("""
        import os
        from flask_restful import Resource, reqparse

        parser = reqparse.RequestParser()
        parser.add_argument("name")

        class Report(Resource):
            def get(self):
                args = parser.parse_args()
                return {"size": os.path.getsize(open("/srv/reports/" + args["name"]).name)}
        """, "path-traversal"),
    "azure_function_route": ("""
        import azure.functions as func
        import pickle

        def main(req: func.HttpRequest) -> func.HttpResponse:
            state = pickle.loads(req.get_body())
            return func.HttpResponse(str(state))
        """, "unsafe-deserialization"),
}

# A function handed to a thread, a process or a queue gets its arguments as a call would, later.
HANDOFF_FLOWS = {
    "thread_target": """
        import os
        import threading
        from flask import Flask, request

        app = Flask(__name__)

        def _convert(name):
            os.system("convert /srv/in/" + name + " /srv/out.png")

        @app.route("/convert", methods=["POST"])
        def convert():
            threading.Thread(target=_convert, args=(request.form["name"],), daemon=True).start()
            return "queued"
        """,
    "executor_submit_method": """
        import os
        from concurrent.futures import ThreadPoolExecutor
        from flask import request
        from flask.views import MethodView

        class Convert(MethodView):
            pool = ThreadPoolExecutor(2)

            def post(self):
                self.pool.submit(self._run, "fast", request.form["name"])
                return "queued"

            def _run(self, mode, name):
                os.system("convert -" + mode + " /srv/in/" + name)
        """,
    "celery_apply_async": """
        import os
        from celery import shared_task
        from flask import Flask, request

        app = Flask(__name__)

        @shared_task
        def convert(name):
            os.system("convert /srv/in/" + name)

        @app.route("/convert", methods=["POST"])
        def queue_convert():
            convert.apply_async((request.form["name"],), countdown=5)
            return "queued"
        """,
}


@pytest.mark.parametrize("name", sorted(HANDOFF_FLOWS))
def test_arguments_handed_to_a_thread_or_queue_reach_the_function(name):
    found = raised(MemoryView({"app/jobs.py": HANDOFF_FLOWS[name]}), "taint")
    assert [f.category for f in found] == ["command-injection"], [f.title for f in found]
    assert "_convert" in found[0].symbol or "_run" in found[0].symbol or "convert" in found[0].symbol


@pytest.mark.parametrize("name", sorted(HANDOFF_FLOWS))
def test_the_pattern_slot_confirms_each_handed_off_flow(name):
    view = MemoryView({"app/jobs.py": HANDOFF_FLOWS[name]})
    verdict = judge(view, "pattern", raised(view, "taint")[0])
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


def test_a_handed_off_argument_binds_to_its_own_parameter():
    """Only the untrusted argument's parameter is tainted: a constant handed beside it stays constant."""
    code = HANDOFF_FLOWS["thread_target"].replace('args=(request.form["name"],)',
                                                  'args=("logo.png", request.form["name"])')
    code = code.replace("def _convert(name):", "def _convert(name, label):")
    assert raised(MemoryView({"app/jobs.py": code}), "taint") == []


@pytest.mark.parametrize("name", sorted(ENTRY_FLOWS))
def test_each_entry_point_source_reaches_its_sink(name):
    code, category = ENTRY_FLOWS[name]
    found = raised(MemoryView({"app/service.py": code}), "taint")
    assert [f.category for f in found] == [category], [f.title for f in found]


@pytest.mark.parametrize("name", sorted(ENTRY_FLOWS))
def test_the_pattern_slot_confirms_each_entry_point_flow(name):
    code, category = ENTRY_FLOWS[name]
    view = MemoryView({"app/service.py": code})
    finding = raised(view, "taint")[0]
    verdict = judge(view, "pattern", finding)
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


NOT_ENTRY_POINTS = {
    "a_servicer_parameter_the_platform_does_not_fill": """
        import storage_pb2_grpc

        class StorageServicer(storage_pb2_grpc.StorageServicer):
            def Fetch(self, request, context):
                return open("/srv/blobs/" + context.peer_name).read()
        """,
    "a_class_that_is_no_servicer": """
        class Storage:
            def Fetch(self, request, context):
                return open("/srv/blobs/" + request.name).read()
        """,
    "a_callback_with_other_parameters": """
        import pickle

        def on_job(ch, method, body):
            return pickle.loads(method.cache)
        """,
    "event_and_context_of_a_method": """
        import subprocess

        class Bus:
            def emit(self, event, context):
                subprocess.run("notify " + event, shell=True)
        """,
    "a_resolver_without_graphql": """
        def resolve_user(root, info, name):
            return db.execute("SELECT email FROM users WHERE name = '%s'" % name)
        """,
    "a_resolver_argument_before_info": """
        import graphene

        class Query(graphene.ObjectType):
            def resolve_user(root, info):
                return db.execute("SELECT email FROM users WHERE name = '%s'" % root.name)
        """,
    "a_response_outside_a_spider": """
        import os
        import scrapy

        class Pipeline:
            def process(self, response):
                os.system("wget -q " + response.url)
        """,
    "a_slack_helper_that_is_no_handler": """
        import os
        from slack_bolt import App

        def notify(body):
            os.system("notify-send " + body)
        """,
    "a_respond_helper_is_no_listener_without_its_parameter": """
        import subprocess

        def handle_ping(respond, host):
            respond(subprocess.check_output("ping -c 1 " + host["text"], shell=True).decode())
        """,
    "on_message_without_discord": """
        def on_message(message):
            return eval(message.content)
        """,
    "a_sync_click_command_with_ctx": """
        import os
        import click
        import discord

        @click.command()
        @click.argument("name")
        @click.pass_context
        def show(ctx, name):
            print(open(os.path.join("/srv/reports", name)).read())
        """,
    "get_payload_without_mail": """
        import os

        def store(part, folder):
            with open(os.path.join(folder, part.get_filename()), "wb") as handle:
                handle.write(part.get_payload())
        """,
    "four_parameters_named_otherwise": """
        import pickle

        def on_job(chan, method_frame, props, payload):
            return pickle.loads(payload)
        """,
    "conf_of_something_else": """
        import subprocess

        def export(settings):
            subprocess.run("pg_dump -t " + settings.conf["table"], shell=True)
        """,
    "argparse_is_still_the_operator": """
        import argparse
        import os

        parser = argparse.ArgumentParser()
        parser.add_argument("name")

        def main():
            args = parser.parse_args()
            return open(os.path.join("/srv/reports", args.name)).read()
        """,
}


@pytest.mark.parametrize("name", sorted(NOT_ENTRY_POINTS))
def test_shapes_that_are_no_entry_point_raise_nothing(name):
    found = raised(MemoryView({"app/service.py": NOT_ENTRY_POINTS[name]}), "taint")
    assert found == [], [f.title for f in found]


# A property of a handler's base class (in another module) that makes a repository: the handler's
# `self.repo.search(...)` reaches the repository's query.
PROPERTY_FLOW = {
    "app/__init__.py": "",
    "app/db.py": """
        import MySQLdb

        class PeopleRepository(object):
            def __init__(self, conn=None):
                self.conn = conn or MySQLdb.connect()

            def search(self, name):
                cur = self.conn.cursor()
                cur.execute("SELECT * FROM people WHERE name LIKE '%" + name + "%'")
                return cur.fetchall()
        """,
    "app/base.py": """
        import tornado.web
        from app.db import PeopleRepository

        class BaseHandler(tornado.web.RequestHandler):
            _repo = None

            @property
            def repo(self):
                if BaseHandler._repo is None:
                    BaseHandler._repo = PeopleRepository()
                return BaseHandler._repo
        """,
    "app/people.py": """
        from app.base import BaseHandler

        class PeopleHandler(BaseHandler):
            def get(self):
                self.render("people.html", rows=self.repo.search(self.get_argument("q", "")))
        """,
}


def test_a_property_that_makes_an_object_leads_method_calls_to_its_class():
    view = MemoryView(PROPERTY_FLOW)
    found = raised(view, "taint")
    assert [(f.category, f.primary.path) for f in found] == [("sql-injection", "app/db.py")]
    assert judge(view, "pattern", found[0]).verdict is VerdictKind.CONFIRMED


def test_a_method_taking_arguments_is_no_property():
    files = dict(PROPERTY_FLOW)
    files["app/base.py"] = PROPERTY_FLOW["app/base.py"].replace("def repo(self):", "def repo(self, shard=0):")
    assert raised(MemoryView(files), "taint") == []


LAMBDA_REDIRECT = {
    "functions/links.py": """
        SHORT = {"help": "https://help.example.com/"}
        HOME = "https://www.example.com/"

        def handler(event, context):
            params = event.get("queryStringParameters") or {}
            if event.get("rawPath") == "/out":
                return {
                    "statusCode": 302,
                    "headers": {"Location": params.get("to", HOME)},
                }
            return {
                "statusCode": 302,
                "headers": {"Location": SHORT.get(params.get("name"), HOME)},
            }
        """,
}


def test_a_lambda_response_s_location_header_is_a_redirect_both_slots_judge():
    view = MemoryView(LAMBDA_REDIRECT)
    found = raised(view, "taint")
    assert [(f.category, f.primary.start_line) for f in found] == [("open-redirect", 9)], [f.title for f in found]
    verdict = judge(view, "pattern", found[0])
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason  # a getter's default is no constant value

