"""minirule - a tiny business-rules engine."""
from .codegen import build_action, build_matcher
from .engine import Rule, Ruleset
from .expressions import ExpressionValidator, evaluate, evaluate_checked, literal
from .loaders import load_compiled, load_rules
from .parser import parse_condition

__all__ = [
    "Rule", "Ruleset", "evaluate", "evaluate_checked", "literal", "ExpressionValidator",
    "build_action", "build_matcher", "load_rules", "load_compiled", "parse_condition",
]
__version__ = "1.4.0"
