import Foundation

/// The screen reader stand-in that `AccessibilityEndToEndTests` runs: pyatspi,
/// as Orca uses it. Steps print one JSON object each; `sync-*` steps wait for
/// the test (a line on stdin) so extents are read once the window is at rest.
enum ATSPIClientScript {
    static let source = #"""
# An AT-SPI client (pyatspi, as Orca uses it) that drives modal-demo as a screen
# reader user would. One JSON object per line on stdout; waits poll with deadlines.
import json, sys, time
import pyatspi
from gi.repository import GLib

events = []
def listener(event):
    data = event.any_data
    events.append({"type": event.type, "source": event.source_role if hasattr(event, "source_role") else "",
                   "detail1": event.detail1, "data": data if isinstance(data, (str, int, float)) else str(data)})
for name in ["object:state-changed", "object:children-changed", "object:text-changed", "object:property-change",
             "focus:", "window:activate", "object:announcement"]:
    pyatspi.Registry.registerEventListener(listener, name)

def out(step, **fields):
    fields["step"] = step
    print(json.dumps(fields), flush=True)

def sync(name):
    out("sync-" + name)
    sys.stdin.readline()

def pump():
    context = GLib.MainContext.default()
    while context.pending():
        context.iteration(False)

def wait(what, condition, timeout=10.0):
    deadline = time.time() + timeout
    while time.time() < deadline:
        pump()
        try:
            value = condition()
        except GLib.GError:
            value = None  # an object went away while we looked: look again
        if value:
            return value
        time.sleep(0.02)
    out("error", message="timed out waiting for " + what)
    sys.exit(1)

def states(node):
    return sorted(pyatspi.stateToString(s) for s in node.getState().getStates())

def children(node):
    return [node.getChildAtIndex(i) for i in range(node.childCount)]

def find(node, role, name=None, depth=0):
    if node is None or depth > 20:
        return None
    if node.getRoleName() == role and (name is None or node.name == name):
        return node
    for child in children(node):
        found = find(child, role, name, depth + 1)
        if found is not None:
            return found
    return None

def find_all(node, role, depth=0):
    found = [node] if node.getRoleName() == role else []
    if depth < 20:
        for child in children(node):
            found += find_all(child, role, depth + 1)
    return found

def extents(node):
    box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    return [box.x, box.y, box.width, box.height]

def action_names(node):
    action = node.queryAction()
    return [action.getName(i) for i in range(action.nActions)]

def do(node, name):
    action = node.queryAction()
    for i in range(action.nActions):
        if action.getName(i) == name:
            return action.doAction(i)
    out("error", message="no action %s on %s" % (name, node.name))
    sys.exit(1)

def app():
    desktop = pyatspi.Registry.getDesktop(0)
    for candidate in children(desktop):
        if candidate is not None and candidate.name == "modal-demo":
            return candidate
    return None

application = wait("the registry to list modal-demo", app)
frame = application.getChildAtIndex(0)
out("app", name=application.name, role=application.getRoleName(), children=application.childCount,
    frame=[frame.getRoleName(), frame.name, states(frame), extents(frame)])

# The list, behind nothing yet.
notes = wait("the notes list", lambda: find(frame, "list"))
first = notes.getChildAtIndex(0)
out("list", role=notes.getRoleName(), count=notes.childCount, first=first.name, first_role=first.getRoleName(),
    first_states=states(first), first_actions=action_names(first), frame_roles=[c.getRoleName() for c in children(frame)])

# Open the first note as a screen reader does: the list item's click action.
do(first, "click")
dialog = wait("the edit sheet", lambda: find(frame, "dialog", "Edit Note"))
sync("sheet")
behind = wait("the list to leave the tree", lambda: [c.getRoleName() for c in children(frame)] == ["dialog"] and first)
out("sheet", name=dialog.name, role=dialog.getRoleName(), states=states(dialog), actions=action_names(dialog),
    frame_roles=[c.getRoleName() for c in children(frame)], behind_states=states(first),
    children=[[c.getRoleName(), c.name] for c in children(dialog)], extents=extents(dialog))

# The title field: read it, then change it through EditableText.
field = find(dialog, "entry", "Title")
text = field.queryText()
before = text.getText(0, -1)
field.queryEditableText().setTextContents("Changed by AT")
wait("the new title", lambda: field.queryText().getText(0, -1) == "Changed by AT")
pump()
out("field", before=before, after=field.queryText().getText(0, -1), count=field.queryText().characterCount,
    states=states(field), value_text_events=[e["data"] for e in events if e["type"].startswith("object:text-changed")])

# Cancel on an edited (locked) sheet: the action sheet asks.
do(find(dialog, "push button", "Cancel"), "click")
alert = wait("the action sheet", lambda: find(frame, "alert"))
wait("the action sheet to rest", lambda: "showing" in states(alert))
buttons = find_all(alert, "push button")
out("alert", name=alert.name, role=alert.getRoleName(), states=states(alert), buttons=[b.name for b in buttons],
    frame_roles=[c.getRoleName() for c in children(frame)], dialog_states=states(dialog))

# Keep Editing: the alert goes, the sheet stays with its edit.
do(find(alert, "push button", "Keep Editing"), "click")
wait("the action sheet to go", lambda: find(frame, "alert") is None)
out("kept", frame_roles=[c.getRoleName() for c in children(frame)],
    title=find(dialog, "entry", "Title").queryText().getText(0, -1))

# The screen reader's escape on the locked sheet asks again; Discard closes it.
do(dialog, "dismiss")
alert = wait("the action sheet again", lambda: find(frame, "alert"))
wait("the action sheet to rest", lambda: "showing" in states(alert))
do(find(alert, "push button", "Discard Changes"), "click")
wait("the sheet to go", lambda: find(frame, "dialog") is None and find(frame, "alert") is None)
wait("the list to come back", lambda: find(frame, "list") is not None)
out("closed", frame_roles=sorted(set(c.getRoleName() for c in children(frame))), first_states=states(first),
    first=first.name)

# The web modal: a password field shows bullets and nothing else.
do(wait("the Web button", lambda: find(frame, "push button", "Web")), "click")
login = wait("the login modal", lambda: find(frame, "dialog", "Login"))
sync("login")
password = find(login, "password text")
password.queryEditableText().setTextContents("hunter2-secret")
wait("the password to take", lambda: password.queryText().characterCount == 14)
switch = find(login, "toggle button", "Remember me")
value = switch.queryValue()
value.currentValue = 0.0
wait("the switch to turn off", lambda: switch.queryValue().currentValue == 0.0)
wait("the switch's events", lambda: {"object:state-changed:checked", "object:property-change:accessible-value"}
     <= set(e["type"] for e in events))
leaked = [e for e in events if "hunter2" in json.dumps(e)]
out("secure", role=password.getRoleName(), name=password.name, text=password.queryText().getText(0, -1),
    interfaces=sorted(password.get_interfaces()), leaked=len(leaked), switch_states=states(switch),
    switch_value=switch.queryValue().currentValue, switch_max=switch.queryValue().maximumValue)
out("events", types=sorted(set(e["type"] for e in events)))
"""#
}
