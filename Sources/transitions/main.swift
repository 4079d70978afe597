import TransitionsTool

TransitionsCommand.run()
