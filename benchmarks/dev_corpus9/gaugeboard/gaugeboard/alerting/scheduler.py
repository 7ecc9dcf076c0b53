import asyncio
import logging
import random

from .notifiers import notify_rule_webhook, notify_slack
from .rules import ThresholdRule

log = logging.getLogger(__name__)


class AlertScheduler(object):
    interval = 30

    def __init__(self, settings):
        self.settings = settings
        self.store = settings["store"]

    def start(self):
        asyncio.get_event_loop().create_task(self.run())

    async def run(self):
        while True:
            try:
                await self.tick()
            except Exception:
                log.exception("alert tick failed")
            # Spread evaluation across replicas so they don't all hit the DB at once.
            await asyncio.sleep(self.interval + random.uniform(0, 5))

    async def tick(self):
        metrics = self.store.latest(self.store.metric_names())
        for doc in self.store.rules():
            rule = ThresholdRule(doc["name"], doc["expression"], doc.get("webhook_url"))
            if rule.evaluate(metrics):
                await notify_slack(self.settings, doc, metrics)
                if doc.get("webhook_url"):
                    await notify_rule_webhook(doc, metrics)
