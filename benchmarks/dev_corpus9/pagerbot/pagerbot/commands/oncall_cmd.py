from ..bot import command
from ..oncall import Rota, open_bridge


@command("oncall", "who is on call: !oncall [team]")
def oncall(rest, ctx):
    rota = Rota.for_team(rest.strip() or "platform")
    return "on call for %s: <@%s>" % (rota.team, rota.current())


@command("bridge", "open an incident bridge: !bridge <incident-id>")
def bridge(rest, ctx):
    info = open_bridge(rest.strip(), ctx.user)
    return "bridge for %s: %s (PIN %s)" % (info["incident"], info["dial_in"], info["pin"])


@command("ack", "acknowledge an incident: !ack <incident-id> <note>")
def ack(rest, ctx):
    from .aliases import _state
    incident, _, note = rest.partition(" ")
    profile = ctx.client.users_info(user=ctx.user)["user"]
    _state.acks[incident] = {"by": ctx.user, "by_name": profile.get("real_name", ctx.user), "note": note}
    _state.save()
    return "acked %s" % incident
