"""scripts/mention_diff.py: a dump of every mention in a sample, and the difference between two dumps."""
import importlib.util
import json

from conftest import ROOT, SEEDS

_SPEC = importlib.util.spec_from_file_location("mention_diff", ROOT / "scripts" / "mention_diff.py")
mention_diff = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(mention_diff)


def test_a_dump_compared_with_a_changed_copy_names_each_change(tmp_path, capsys):
    before, after = tmp_path / "before.jsonl", tmp_path / "after.jsonl"
    mention_diff.main(["dump", str(before), "--input", str(SEEDS), "--skip", "0", "--count", "3"])
    rows = [json.loads(line) for line in before.read_text(encoding="utf-8").splitlines()]
    assert len(rows) > 3 and all(len(row) == 8 for row in rows)
    gone, recast, reroled = rows[:3]
    new_role = "mentioned" if reroled[6] == "baseline" else "baseline"
    changed = [[*recast[:4], "Dataset", "other", *recast[6:]], [*reroled[:6], new_role, reroled[7]], *rows[3:]]
    after.write_text("".join(json.dumps(row) + "\n" for row in changed), encoding="utf-8")
    capsys.readouterr()
    mention_diff.main(["diff", str(before), str(after)])
    report = capsys.readouterr().out
    assert "gone: 1 mentions" in report and f"{gone[3]} | {gone[4]}" in report
    assert "added: 0 mentions" in report
    assert "changed class or concept: 1 mentions" in report
    assert f"{recast[3]} | {recast[4]} | {recast[5]} | Dataset | other" in report
    assert "changed role: 1 mentions" in report and f"{reroled[6]} | {new_role}" in report


def test_a_mention_gone_beside_one_that_stays_and_a_changed_text_are_each_named(tmp_path, capsys):
    """"DDR" (hardware) gone from the start of "DDR-Net", which stays: one mention gone, none changed; "edge
    deployment" now written "edge" at the same place: its text changed."""
    before, after = tmp_path / "before.jsonl", tmp_path / "after.jsonl"
    kept = ["p1", "abstract", 4, "DDR-Net", "Model", "ddrnet", "used", "name-shape"]
    dropped = ["p1", "abstract", 4, "DDR", "Hardware", "dram", "used", "vocabulary"]
    edge = ["p1", "abstract", 40, "edge deployment", "Hardware", "edge-device", "used", "vocabulary"]
    before.write_text("".join(json.dumps(row) + "\n" for row in (dropped, kept, edge)), encoding="utf-8")
    after.write_text("".join(json.dumps(row) + "\n" for row in (kept, [*edge[:3], "edge", *edge[4:]])),
                     encoding="utf-8")
    mention_diff.main(["diff", str(before), str(after)])
    report = capsys.readouterr().out
    assert "gone: 1 mentions" in report and "DDR | Hardware" in report
    assert "added: 0 mentions" in report and "changed class or concept: 0 mentions" in report
    assert "changed text: 1 mentions" in report and "edge deployment | edge | Hardware" in report
