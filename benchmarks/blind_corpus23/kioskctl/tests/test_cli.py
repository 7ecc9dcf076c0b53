from kioskctl.cli import build_parser


def test_deploy_args():
    args = build_parser().parse_args(["deploy", "4.2.0", "--canary"])
    assert args.version == "4.2.0" and args.canary
