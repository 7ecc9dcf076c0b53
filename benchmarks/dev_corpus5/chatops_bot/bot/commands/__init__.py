from bot.commands import calc, fun, net, whois

ALL = {
    "/calc": calc.handle_calc,
    "/poll": calc.handle_poll,
    "/ping": net.handle_ping,
    "/trace": net.handle_trace,
    "/logs": net.handle_logs,
    "/svclog": net.handle_service_log,
    "/whois": whois.handle_whois,
    "/manager": whois.handle_manager,
    "/8ball": fun.handle_8ball,
    "/invite": fun.handle_invite,
    "/karma": fun.handle_karma,
    "/forget": fun.handle_forget,
}
