import json
import logging

from tornado.httpclient import AsyncHTTPClient, HTTPRequest

log = logging.getLogger(__name__)


async def notify_rule_webhook(rule, metrics):
    body = json.dumps({"rule": rule["name"], "expression": rule["expression"], "metrics": metrics})
    request = HTTPRequest(rule["webhook_url"], method="POST", body=body, headers={"Content-Type": "application/json"}, request_timeout=5)
    resp = await AsyncHTTPClient().fetch(request, raise_error=False)
    log.info("webhook for %s -> %s", rule["name"], resp.code)


async def notify_slack(settings, rule, metrics):
    if not settings.get("slack_webhook"):
        return
    text = ":rotating_light: *%s* fired (%s)" % (rule["name"], ", ".join("%s=%s" % kv for kv in metrics.items()))
    await AsyncHTTPClient().fetch(settings["slack_webhook"], method="POST", body=json.dumps({"text": text}), raise_error=False)
